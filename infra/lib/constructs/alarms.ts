import { ArnFormat, Duration, Stack } from 'aws-cdk-lib';
import type { HttpApi } from 'aws-cdk-lib/aws-apigatewayv2';
import {
  Alarm,
  ComparisonOperator,
  MathExpression,
  Metric,
  TreatMissingData,
  type IMetric,
} from 'aws-cdk-lib/aws-cloudwatch';
import { SnsAction } from 'aws-cdk-lib/aws-cloudwatch-actions';
import { PolicyStatement, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Key } from 'aws-cdk-lib/aws-kms';
import { Topic } from 'aws-cdk-lib/aws-sns';
import { EmailSubscription } from 'aws-cdk-lib/aws-sns-subscriptions';
import type { IQueue } from 'aws-cdk-lib/aws-sqs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';
import type { AppFunction } from './app-function';

/**
 * The namespace and dimensions the functions publish their own metrics with (Powertools,
 * `functions/shared/metrics.ts` and `functions/shared/api/observability.ts`); an alarm must name
 * the exact dimension set or it watches a metric nobody writes.
 */
export const APP_METRICS = { namespace: 'Bookkeeper', service: 'bookkeeper', apiErrors: 'ApiErrors' } as const;

/** Props of {@link Alarms}. */
export interface AlarmsProps {
  readonly config: StageConfig;
  readonly httpApi: HttpApi;
  /** Every function of the stage, by physical name. */
  readonly functions: Readonly<Record<string, AppFunction>>;
  /** The invoked jobs' on-failure destination. */
  readonly jobFailures: IQueue;
}

const FIVE_MINUTES = Duration.minutes(5);

/**
 * The stage's alarms and the one SNS topic they notify (encrypted with a key of its own, since
 * CloudWatch cannot use the AWS-managed SNS key; optionally e-mailed to `alarms.email`):
 * 5xx answers of the HTTP API, errors plus throttles of each function, messages in the jobs'
 * failure queue, and 5xx answers of the `hmrc` function. Missing data is "all is well": the
 * metrics are only written when something happens.
 */
export class Alarms extends Construct {
  readonly topic: Topic;
  readonly alarms: Alarm[] = [];
  private readonly config: StageConfig;

  constructor(scope: Construct, id: string, props: AlarmsProps) {
    super(scope, id);
    const { config } = props;
    this.config = config;
    const key = new Key(this, 'TopicKey', {
      description: `Encrypts the alarm notifications of Bookkeeper ${config.stage}`,
      enableKeyRotation: true,
      removalPolicy: config.removalPolicy,
    });
    const cloudWatch = new ServicePrincipal('cloudwatch.amazonaws.com');
    key.grant(cloudWatch, 'kms:Decrypt', 'kms:GenerateDataKey*');
    this.topic = new Topic(this, 'Topic', {
      topicName: `bookkeeper-${config.stage}-alarms`,
      displayName: `Bookkeeper ${config.stage} alarms`,
      masterKey: key,
      enforceSSL: true,
    });
    // The topic policy enforceSSL writes replaces SNS's default one, so CloudWatch is let in by
    // name, and only for this stage's alarms.
    const stack = Stack.of(this);
    this.topic.addToResourcePolicy(
      new PolicyStatement({
        principals: [cloudWatch],
        actions: ['sns:Publish'],
        resources: [this.topic.topicArn],
        conditions: {
          ArnLike: {
            'aws:SourceArn': stack.formatArn({
              service: 'cloudwatch',
              resource: 'alarm',
              resourceName: `${this.prefix}*`,
              arnFormat: ArnFormat.COLON_RESOURCE_NAME,
            }),
          },
          StringEquals: { 'aws:SourceAccount': stack.account },
        },
      }),
    );
    if (config.alarms.email) this.topic.addSubscription(new EmailSubscription(config.alarms.email));

    this.add('api-5xx', {
      metric: props.httpApi.metricServerError({ period: FIVE_MINUTES, statistic: 'Sum' }),
      threshold: config.alarms.api5xxPerFiveMinutes,
      description: 'The API answered with 5xx errors (HTTP API metric 5xx); see the functions’ logs.',
    });
    for (const [name, fn] of Object.entries(props.functions)) {
      this.add(`fn-${name.replace(`bookkeeper-${config.stage}-`, '')}`, {
        metric: new MathExpression({
          expression: 'errors + throttles',
          label: `${name} errors + throttles`,
          usingMetrics: {
            errors: fn.function.metricErrors({ period: FIVE_MINUTES, statistic: 'Sum' }),
            throttles: fn.function.metricThrottles({ period: FIVE_MINUTES, statistic: 'Sum' }),
          },
          period: FIVE_MINUTES,
        }),
        threshold: config.alarms.functionFailuresPerFiveMinutes,
        description: `Lambda ${name} failed or was throttled.`,
      });
    }
    this.add('job-failures', {
      metric: props.jobFailures.metricApproximateNumberOfMessagesVisible({
        period: FIVE_MINUTES,
        statistic: 'Maximum',
      }),
      threshold: 1,
      description:
        'A background job (account, business or bank account deletion) failed all its attempts: its event waits in the job-failures queue (docs/operations.md).',
    });
    this.add('hmrc-errors', {
      metric: new Metric({
        namespace: APP_METRICS.namespace,
        metricName: APP_METRICS.apiErrors,
        dimensionsMap: { service: APP_METRICS.service, stage: config.stage, routeGroup: 'hmrc' },
        period: Duration.minutes(15),
        statistic: 'Sum',
      }),
      threshold: config.alarms.hmrcErrorsPerFifteenMinutes,
      description: 'HMRC calls are failing (5xx answers of the hmrc function): VAT returns may not be filed.',
    });
  }

  /** Alarm names start with this, so the topic policy can name them. */
  get prefix(): string {
    return `bookkeeper-${this.config.stage}-`;
  }

  private add(id: string, options: { metric: IMetric; threshold: number; description: string }): void {
    const alarm = new Alarm(this, `Alarm-${id}`, {
      alarmName: `${this.prefix}${id}`,
      alarmDescription: options.description,
      metric: options.metric,
      threshold: options.threshold,
      comparisonOperator: ComparisonOperator.GREATER_THAN_OR_EQUAL_TO_THRESHOLD,
      evaluationPeriods: 1,
      treatMissingData: TreatMissingData.NOT_BREACHING,
    });
    const action = new SnsAction(this.topic);
    alarm.addAlarmAction(action);
    alarm.addOkAction(action);
    this.alarms.push(alarm);
  }
}
