import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { Rule, Schedule } from 'aws-cdk-lib/aws-events';
import { LambdaFunction } from 'aws-cdk-lib/aws-events-targets';
import type { ScheduleDef } from '@bk/platform';
import { Construct } from 'constructs';
import { jobAccess } from '../access';
import type { StageConfig } from '../stage-config';
import { AppFunction } from './app-function';
import type { AccessTargets } from './grants';

/** Props of {@link Schedules}. */
export interface SchedulesProps {
  readonly config: StageConfig;
  readonly schedules: readonly ScheduleDef[];
  readonly environment: Record<string, string>;
  readonly targets: AccessTargets;
  /** Folder holding `jobs/<job>/index.ts`. */
  readonly functionsDir: string;
}

/**
 * One EventBridge rule per entry of `SCHEDULES` (`@bk/platform`), each invoking its job's function
 * (`functions/jobs/<job>/index.ts`) on the entry's cron fields (UTC), the same expression the
 * local scheduler fires.
 */
export class Schedules extends Construct {
  /** The function of each job, by job name. */
  readonly functions: Readonly<Record<string, AppFunction>>;

  constructor(scope: Construct, id: string, props: SchedulesProps) {
    super(scope, id);
    const { config } = props;
    const functions: Record<string, AppFunction> = {};
    for (const schedule of props.schedules) {
      const fn = new AppFunction(this, `Fn-${schedule.job}`, {
        config,
        functionName: `bookkeeper-${config.stage}-job-${schedule.job}`,
        description: schedule.description.slice(0, 256),
        entry: path.join(props.functionsDir, 'jobs', schedule.job, 'index.ts'),
        environment: props.environment,
        memoryMb: config.jobFunction.memoryMb,
        timeout: Duration.seconds(config.jobFunction.timeoutSeconds),
        access: jobAccess(schedule.job),
        targets: props.targets,
      });
      new Rule(this, `Rule-${schedule.job}`, {
        description: schedule.description.slice(0, 512),
        schedule: Schedule.cron(schedule.cron),
        // A missed run is retried briefly; the next scheduled run picks up anything left over.
        targets: [new LambdaFunction(fn.function, { retryAttempts: 2, maxEventAge: Duration.hours(1) })],
      });
      functions[schedule.job] = fn;
    }
    this.functions = functions;
  }
}
