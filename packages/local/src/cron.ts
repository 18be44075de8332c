import type { ScheduleDef } from '@bk/platform';
import { CronExpressionParser } from 'cron-parser';

export type EventBridgeCron = ScheduleDef['cron'];

/** Fill the fields CDK's `Schedule.cron` fills: `*`, and `?` for whichever of day/weekDay is not used. */
export function withCdkDefaults(cron: EventBridgeCron): Required<EventBridgeCron> {
  if (cron.day !== undefined && cron.weekDay !== undefined && cron.day !== '?' && cron.weekDay !== '?') {
    throw new Error('EventBridge cron cannot set both day and weekDay; one of them must be "?"');
  }
  return {
    minute: cron.minute ?? '*',
    hour: cron.hour ?? '*',
    day: cron.day ?? (cron.weekDay !== undefined ? '?' : '*'),
    month: cron.month ?? '*',
    weekDay: cron.weekDay ?? '?',
  };
}

/** The rule's expression as AWS shows it, e.g. `cron(15 * * * ? *)`. */
export function scheduleExpression(cron: EventBridgeCron): string {
  const c = withCdkDefaults(cron);
  return `cron(${c.minute} ${c.hour} ${c.day} ${c.month} ${c.weekDay} *)`;
}

/** EventBridge numbers weekdays 1-7 from Sunday; Unix cron 0-6 from Sunday. Names are the same. */
function shiftWeekday(value: string): string {
  return /^\d+$/.test(value) ? String(Number(value) - 1) : value;
}

/** Convert one weekday list item: `2-6`, `1#2` (2nd Sunday), `6L` (last Friday), `*\/2`. */
function weekdayItem(item: string): string {
  const nth = /^(\w+)#(\d)$/.exec(item);
  if (nth) return `${shiftWeekday(nth[1] as string)}#${nth[2]}`;
  const last = /^(\w+)L$/.exec(item);
  if (last) return `${shiftWeekday(last[1] as string)}L`;
  const range = /^(\w+|\*)(?:-(\w+))?(\/\d+)?$/.exec(item);
  if (!range) throw new Error(`Unsupported EventBridge weekDay "${item}"`);
  const [, from, to, step] = range as unknown as [string, string, string | undefined, string | undefined];
  return `${from === '*' ? '*' : shiftWeekday(from)}${to ? `-${shiftWeekday(to)}` : ''}${step ?? ''}`;
}

/**
 * EventBridge cron fields -> a 5-field Unix cron expression for cron-parser: `?` becomes `*`,
 * weekdays move from 1-7 to 0-6. `W` (nearest weekday) has no equivalent and is rejected.
 *
 * @example eventBridgeToCron({ minute: '0', hour: '9', weekDay: '2-6' }) // '0 9 * * 1-5'
 */
export function eventBridgeToCron(cron: EventBridgeCron): string {
  const c = withCdkDefaults(cron);
  if (/W/i.test(c.day)) throw new Error(`EventBridge day "${c.day}" (nearest weekday) is not supported locally`);
  const q = (field: string): string => (field === '?' ? '*' : field);
  const weekDay =
    c.weekDay === '?' || c.weekDay === '*' ? '*' : c.weekDay.toUpperCase().split(',').map(weekdayItem).join(',');
  return [q(c.minute), q(c.hour), q(c.day), q(c.month).toUpperCase(), weekDay].join(' ');
}

/**
 * The first time strictly after `after` at which EventBridge fires the rule (UTC, whole minutes).
 * @example nextFireTime({ minute: '15', hour: '*' }, new Date('2026-01-01T10:20:00Z')) // 2026-01-01T11:15:00Z
 */
export function nextFireTime(cron: EventBridgeCron, after: Date): Date {
  const expression = CronExpressionParser.parse(eventBridgeToCron(cron), { currentDate: after, tz: 'UTC' });
  return expression.next().toDate();
}
