/**
 * The EventBridge schedules, as plain data: CDK turns each into a rule targeting the job's
 * Lambda (`functions/jobs/<job>/index.ts`), and the local scheduler fires the same job on the
 * same expression. Expressions are EventBridge cron fields (UTC): minute hour day-of-month
 * month day-of-week year.
 */
export interface ScheduleDef {
  /** Rule and job name, kebab-case; the job lives in `functions/jobs/<job>/`. */
  readonly job: string;
  readonly description: string;
  readonly cron: {
    readonly minute: string;
    readonly hour: string;
    readonly day?: string;
    readonly month?: string;
    readonly weekDay?: string;
  };
}

export const SCHEDULES: readonly ScheduleDef[] = [
  {
    job: 'housekeeping',
    description:
      'Removes expired sessions and one-time tokens. DynamoDB TTL may take days to delete them and DynamoDB Local never does.',
    cron: { minute: '15', hour: '*' },
  },
  {
    job: 'vat-reminders',
    description:
      'E-mails VAT reminders 14, 7 and 1 days before each open VAT obligation is due (docs/vat-reminders.md); in silent mode only logs them.',
    cron: { minute: '0', hour: '7' },
  },
];
