import { SCHEDULES, type ScheduleDef } from '@bk/platform';
import { describe, expect, it } from 'vitest';
import { actionsOf, appFunctions, resourcesOfType, statementsOfFunction, synthStage } from './helpers';

const { template } = synthStage('dev');
const rules = Object.values(resourcesOfType(template, 'AWS::Events::Rule'));

/** EventBridge's six-field cron, written out here (day-of-month and day-of-week: one must be `?`). */
function expectedCron({ cron }: ScheduleDef): string {
  const day = cron.day ?? (cron.weekDay ? '?' : '*');
  const weekDay = cron.weekDay ?? '?';
  return `cron(${cron.minute} ${cron.hour} ${day} ${cron.month ?? '*'} ${weekDay} *)`;
}

describe('schedules', () => {
  it("has one rule per entry of infra/schedules.ts, on that entry's cron", () => {
    // WHY: the local scheduler fires SCHEDULES; AWS must fire the same jobs at the same times.
    expect(rules).toHaveLength(SCHEDULES.length);
    expect(rules.map((r) => r.Properties?.ScheduleExpression as string).sort()).toEqual(
      SCHEDULES.map(expectedCron).sort(),
    );
  });

  it('runs housekeeping at quarter past every hour', () => {
    // WHY: expired sessions and tokens must go within the hour (DynamoDB TTL may take days).
    const rule = rules.find(
      (r) => r.Properties?.Description === SCHEDULES.find((s) => s.job === 'housekeeping')?.description,
    );
    expect(rule?.Properties?.ScheduleExpression).toBe('cron(15 * * * ? *)');
  });

  it("targets each rule at its own job's function on Node.js 22", () => {
    // WHY: a rule pointing at the wrong function runs the wrong job on a timer, unseen.
    const fns = appFunctions(template);
    for (const schedule of SCHEDULES) {
      const rule = rules.find((r) => r.Properties?.Description === schedule.description);
      const targetId = (rule?.Properties?.Targets[0].Arn as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0];
      expect(fns[targetId]?.Properties?.FunctionName).toBe(`bookkeeper-dev-job-${schedule.job}`);
      expect(fns[targetId]?.Properties?.Runtime).toBe('nodejs22.x');
    }
  });

  it('lets housekeeping scan the table but not touch files or mail', () => {
    // WHY: sweeping expired items needs Scan (allowed in jobs only, STYLE §7); nothing more.
    const actions = actionsOf(statementsOfFunction(template, 'bookkeeper-dev-job-housekeeping'));
    expect(actions).toContain('dynamodb:Scan');
    expect(actions.filter((a) => /^(s3|ses):/.test(a))).toEqual([]);
  });
});
