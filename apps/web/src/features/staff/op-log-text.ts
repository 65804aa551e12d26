import { renderOpLogLine, type TOpLogLine } from '@ksa/contract';
import i18next from 'i18next';

/** An operation-log line in the UI language (the server sends catalogue ids and values, never its own words). */
export const opLogText = (line: TOpLogLine, lng = i18next.language) =>
  renderOpLogLine(line, (id, vars) => i18next.t(`opLog:${id}`, { ...vars, lng }));
