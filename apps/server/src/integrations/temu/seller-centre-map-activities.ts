import type { TMkActivity, TMkEnrollment } from '../marketplace-types.js';
import { isoOf, list, num, obj, pick, str, type TJson } from './market-read.js';

const mapEnrollment = (e: TJson): TMkEnrollment => ({
  enrollId: str(e.enrollId),
  skcId: str(pick(e, 'skcId', 'productSkcId')),
  activityStock: num(e.activityStock),
  records: list(e.records).map((r) => ({ at: isoOf(r.at), remaining: num(r.remaining), total: num(r.total) })),
});

/**
 * GET activities: either a list of activities with nested `enrollments`, or {activities, enrollments} side by side
 * (enrollments carrying activityId). Both shapes end up nested.
 */
export const mapActivities = (body: unknown): TMkActivity[] => {
  const b = obj(body);
  const rows = list(Array.isArray(body) ? body : pick(b, 'activities', 'list'));
  const loose = list(b.enrollments);
  return rows.map((a) => {
    const activityId = str(a.activityId);
    const nested = Array.isArray(a.enrollments)
      ? list(a.enrollments)
      : loose.filter((e) => str(e.activityId) === activityId);
    return {
      activityId,
      name: str(pick(a, 'name', 'activityName')),
      type: str(pick(a, 'type', 'activityType')),
      startDay: str(pick(a, 'startDay')),
      endDay: str(pick(a, 'endDay')),
      enrollments: nested.map(mapEnrollment),
    };
  });
};
