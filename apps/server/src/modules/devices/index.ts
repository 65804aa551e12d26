// The devices module as other modules see it: a device's last-seen time.
// Other modules import this file, never the repositories behind it (scripts/check-architecture.mjs).
export { touchDevice } from './devices.repo.js';
