import { Fn } from 'aws-cdk-lib';
import { AccessLogFormat } from 'aws-cdk-lib/aws-apigateway';
import { HttpApi, HttpStage, LogGroupLogDestination } from 'aws-cdk-lib/aws-apigatewayv2';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { StageConfig } from '../stage-config';

/** Props of {@link HttpApiGateway}. */
export interface HttpApiGatewayProps {
  readonly config: StageConfig;
}

/** One JSON line per request; no paths or query strings, which may carry identifiers. */
const ACCESS_LOG_FORMAT = AccessLogFormat.custom(
  JSON.stringify({
    requestId: '$context.requestId',
    time: '$context.requestTime',
    ip: '$context.identity.sourceIp',
    method: '$context.httpMethod',
    routeKey: '$context.routeKey',
    status: '$context.status',
    protocol: '$context.protocol',
    responseLength: '$context.responseLength',
    latencyMs: '$context.responseLatency',
    integrationLatencyMs: '$context.integrationLatency',
    integrationError: '$context.integrationErrorMessage',
  }),
);

/**
 * The HTTP API (API Gateway v2) and its `$default` stage, with throttling and JSON access logs.
 * Routes are added by `ApiFunctions`; CloudFront forwards `/api/*` here.
 */
export class HttpApiGateway extends Construct {
  readonly httpApi: HttpApi;
  /** Host name of the API's execute-api endpoint, the CloudFront origin. */
  readonly originDomain: string;

  constructor(scope: Construct, id: string, props: HttpApiGatewayProps) {
    super(scope, id);
    const { config } = props;
    this.httpApi = new HttpApi(this, 'HttpApi', {
      apiName: `bookkeeper-${config.stage}`,
      description: `Bookkeeper API (${config.stage}), reached through CloudFront /api/*`,
      createDefaultStage: false,
    });
    const accessLogs = new LogGroup(this, 'AccessLogs', {
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    new HttpStage(this, 'DefaultStage', {
      httpApi: this.httpApi,
      stageName: '$default',
      autoDeploy: true,
      throttle: { rateLimit: config.apiThrottle.rateLimit, burstLimit: config.apiThrottle.burstLimit },
      accessLogSettings: { destination: new LogGroupLogDestination(accessLogs), format: ACCESS_LOG_FORMAT },
    });
    // apiEndpoint is `https://<id>.execute-api.<region>.amazonaws.com`; CloudFront wants the host alone.
    this.originDomain = Fn.select(2, Fn.split('/', this.httpApi.apiEndpoint));
  }
}
