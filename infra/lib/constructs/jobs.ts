import path from 'node:path';
import { Duration } from 'aws-cdk-lib';
import { PolicyStatement } from 'aws-cdk-lib/aws-iam';
import { SqsDestination } from 'aws-cdk-lib/aws-lambda-destinations';
import { Queue, QueueEncryption } from 'aws-cdk-lib/aws-sqs';
import type { RouteGroup } from '@bk/contract';
import { Construct } from 'constructs';
import { INVOKED_JOBS, invokedJobFunctionName, type InvokedJob } from '../access';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';
import { AppFunction } from './app-function';
import type { AccessTargets } from './grants';

/** Lambda's longest run: a large business or account is deleted in one go. */
const INVOKED_JOB_TIMEOUT = Duration.minutes(15);

/** Props of {@link Jobs}. */
export interface JobsProps {
  readonly config: StageConfig;
  readonly environment: Record<string, string>;
  readonly targets: AccessTargets;
  /** Folder holding `jobs/<job>/index.ts`. */
  readonly functionsDir: string;
  /** The API functions, so each job's starters get `lambda:InvokeFunction` on it. */
  readonly apiFunctions: Readonly<Record<RouteGroup, AppFunction>>;
  /** @default INVOKED_JOBS */
  readonly jobs?: readonly InvokedJob[];
}

/**
 * The job functions a request starts with an asynchronous Invoke (decision 0012): one per entry
 * of {@link INVOKED_JOBS}, 15 minutes, and only the route groups that start a job may invoke it,
 * that one function and nothing else. Lambda retries a failed run twice; jobs are idempotent.
 * A run that still fails (or waits past six hours) lands in one encrypted queue, kept 14 days,
 * whose messages raise an alarm (constructs/alarms.ts): the event says which job and which record.
 */
export class Jobs extends Construct {
  /** The function of each job, by job name. */
  readonly functions: Readonly<Record<string, AppFunction>>;
  /** Where the runs that failed every attempt go (Lambda's on-failure destination). */
  readonly failures: Queue;

  constructor(scope: Construct, id: string, props: JobsProps) {
    super(scope, id);
    const { config } = props;
    this.failures = new Queue(this, 'Failures', {
      queueName: `bookkeeper-${config.stage}-job-failures`,
      encryption: QueueEncryption.SQS_MANAGED,
      enforceSSL: true,
      retentionPeriod: Duration.days(14),
      removalPolicy: config.removalPolicy,
    });
    acknowledge(
      this.failures,
      'AwsSolutions-SQS3',
      'This queue is itself the dead-letter place of the jobs (their on-failure destination); an operator reads and deletes its messages by hand.',
    );
    const onFailure = new SqsDestination(this.failures);
    const functions: Record<string, AppFunction> = {};
    for (const job of props.jobs ?? INVOKED_JOBS) {
      const fn = new AppFunction(this, `Fn-${job.job}`, {
        config,
        functionName: invokedJobFunctionName(config.stage, job.job),
        description: job.description.slice(0, 256),
        entry: path.join(props.functionsDir, 'jobs', job.job, 'index.ts'),
        environment: props.environment,
        memoryMb: config.jobFunction.memoryMb,
        timeout: INVOKED_JOB_TIMEOUT,
        access: job.access,
        targets: props.targets,
      });
      fn.function.configureAsyncInvoke({ retryAttempts: 2, maxEventAge: Duration.hours(6), onFailure });
      for (const group of job.startedBy) {
        props.apiFunctions[group].role.addToPolicy(
          new PolicyStatement({ actions: ['lambda:InvokeFunction'], resources: [fn.function.functionArn] }),
        );
      }
      functions[job.job] = fn;
    }
    this.functions = functions;
  }
}
