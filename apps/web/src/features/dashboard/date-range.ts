import { addDays, bjToday } from '../../lib/days';

export { addDays, bjToday } from '../../lib/days';

export type TDateType = 'today' | 'week' | 'month' | 'custom';
export type TRange = { startTime: string; endTime: string };

/** Spec §4 Date ranges: today; week = 7 days to yesterday; month = 30 days to yesterday; custom as picked. */
export const rangeOf = (type: TDateType, today: string, custom?: TRange): TRange => {
  const yesterday = addDays(today, -1);
  switch (type) {
    case 'today':
      return { startTime: today, endTime: today };
    case 'week':
      return { startTime: addDays(today, -7), endTime: yesterday };
    case 'month':
      return { startTime: addDays(today, -30), endTime: yesterday };
    default:
      return custom ?? { startTime: addDays(today, -7), endTime: yesterday };
  }
};

/** Line type: day for today, month for week and month (spec); custom follows its length. */
export const lineTypeOf = (type: TDateType, r: TRange): 'day' | 'month' => {
  if (type === 'today') {
    return 'day';
  }
  const days = (Date.parse(r.endTime) - Date.parse(r.startTime)) / 86_400_000 + 1;
  return type === 'custom' && days > 62 ? 'month' : type === 'custom' ? 'day' : 'month';
};

/** One calendar month back (clamped to that month's last day), as the server's shop sales window counts it. */
export const monthBack = (day: string) => {
  const [y, m, d] = day.split('-').map(Number) as [number, number, number];
  const last = new Date(Date.UTC(y, m - 1, 0)).getUTCDate();
  return new Date(Date.UTC(y, m - 2, Math.min(d, last))).toISOString().slice(0, 10);
};

/**
 * The chart's own range: 'today' alone is one point, so its chart shows the spec's sales window (§4: one
 * month back plus one day, to today), for every scope alike and not cut at registration (the sync brings
 * the shops' history; a new seller's 今日 trend is not two points); 'month' line type over a week or a
 * month means one point per day of it (x labels MM-DD).
 */
export const chartRangeOf = (type: TDateType, r: TRange, today: string): TRange =>
  type === 'today' ? { startTime: addDays(monthBack(today), 1), endTime: today } : r;

/**
 * The earliest day a range may start (spec §4): the day before registration, or the day before the
 * first synced sales when that is earlier (our sync brings history from before registration), and
 * never more than four years back.
 */
export const floorDay = (today: string, registerTime?: string, dataSince?: string | null) => {
  const registered = registerTime ? bjToday(new Date(registerTime)) : today;
  const first = dataSince && dataSince < registered ? dataSince : registered;
  const floor = addDays(first, -1);
  const fourYears = addDays(today, -1461);
  return floor < fourYears ? fourYears : floor;
};

/** Clamps a range to start no earlier than `floor` (and to end no earlier than it starts). */
export const clampRange = (r: TRange, floor: string): TRange => {
  const startTime = r.startTime < floor ? floor : r.startTime;
  return { startTime, endTime: r.endTime < startTime ? startTime : r.endTime };
};

/** Custom picker: a day later than yesterday, or earlier than the floor, is disabled. */
export const isDisabledDay = (day: string, today: string, floor = addDays(today, -1461)) =>
  day > addDays(today, -1) || day < floor;

/** Milliseconds until 3 s after the next Beijing midnight, when the range refreshes. */
export const msToRefresh = (now: Date) => {
  const bj = now.getTime() + 8 * 3_600_000;
  const nextMidnight = Math.floor(bj / 86_400_000 + 1) * 86_400_000;
  return nextMidnight - bj + 3_000;
};

/** Change against the previous period, as a percentage (null when there was nothing before). */
export const changePct = (value: number, previous: number) =>
  previous === 0 ? null : Math.round(((value - previous) / Math.abs(previous)) * 1000) / 10;
