// The auth module as other modules see it: who a user is, their tenant and permissions, and their sessions.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).

export { createSession, findActiveSession, isSessionActive, revokeUserSessions } from './sessions.repo.js';
export {
  findPermissionIds,
  findUserById,
  findUserByOpenid,
  findUserByPhone,
  isUniqueViolation,
  type TUserRow,
  tenantOf,
} from './users.repo.js';
