import type { Duration } from 'aws-cdk-lib';
import { Role, ServicePrincipal } from 'aws-cdk-lib/aws-iam';
import { Architecture, Function as LambdaFunction, Runtime } from 'aws-cdk-lib/aws-lambda';
import { OutputFormat, type BundlingOptions } from 'aws-cdk-lib/aws-lambda-nodejs';
import { LogGroup } from 'aws-cdk-lib/aws-logs';
import { Construct } from 'constructs';
import type { FunctionAccess } from '../access';
import { LAMBDA_ESBUILD_ARGS } from '../bundling';
import { lambdaCode } from '../lambda-code';
import { acknowledge } from '../nag';
import type { StageConfig } from '../stage-config';
import { grantAccess, type AccessTargets } from './grants';

/**
 * ESM bundles may still `require()` Node built-ins from CommonJS dependencies. The alias avoids a
 * clash with bundles that declare `createRequire` themselves (STACK-NOTES, "ESM Lambda banner").
 */
export const ESM_BANNER =
  "import { createRequire as __cjsRequire } from 'module'; const require = __cjsRequire(import.meta.url);";

/** esbuild settings of every function: local esbuild (no Docker), ESM for Node.js 22, source maps. */
export const BUNDLING: BundlingOptions = {
  format: OutputFormat.ESM,
  target: 'node22',
  mainFields: ['module', 'main'],
  banner: ESM_BANNER,
  minify: true,
  sourceMap: true,
  sourcesContent: false,
  // The SDK versions pinned in package-lock.json, not whichever the runtime ships (same code locally and in AWS).
  bundleAwsSDK: true,
  esbuildArgs: LAMBDA_ESBUILD_ARGS,
  forceDockerBundling: false,
};

/** Props of {@link AppFunction}. */
export interface AppFunctionProps {
  readonly config: StageConfig;
  /** Physical name, e.g. `bookkeeper-dev-user`; also names the log group. */
  readonly functionName: string;
  readonly description: string;
  /** Absolute path of the TypeScript entry that exports `handler`. */
  readonly entry: string;
  readonly environment: Record<string, string>;
  readonly memoryMb: number;
  readonly timeout: Duration;
  readonly access: FunctionAccess;
  readonly targets: AccessTargets;
  /** Bundling other than {@link BUNDLING} (a group that installs node modules, infra/lib/bundling.ts). */
  readonly bundling?: BundlingOptions;
  /** The lock file those node modules install from; the root lock file otherwise. */
  readonly depsLockFilePath?: string;
}

/**
 * One Lambda function of the app: Node.js 22 on arm64, bundled from TypeScript, with its own role
 * that may write only its own log group and reach only what `access` grants (STYLE §15).
 */
export class AppFunction extends Construct {
  readonly function: LambdaFunction;
  readonly role: Role;
  /** The physical name, e.g. `bookkeeper-dev-user` (alarms name themselves after it). */
  readonly functionName: string;

  constructor(scope: Construct, id: string, props: AppFunctionProps) {
    super(scope, id);
    const { config } = props;
    this.functionName = props.functionName;
    const logGroup = new LogGroup(this, 'Logs', {
      logGroupName: `/aws/lambda/${props.functionName}`,
      retention: config.logRetention,
      removalPolicy: config.removalPolicy,
    });
    // Our own role instead of the AWSLambdaBasicExecutionRole managed policy, which may write any log group.
    this.role = new Role(this, 'Role', {
      assumedBy: new ServicePrincipal('lambda.amazonaws.com'),
      description: `Runs ${props.functionName}`,
    });
    logGroup.grantWrite(this.role);
    grantAccess(this.role, props.access, props.targets);
    // Our own bundling with code splitting, from the same settings (infra/lib/lambda-code.ts, decision 0058).
    this.function = new LambdaFunction(this, 'Function', {
      functionName: props.functionName,
      description: props.description,
      code: lambdaCode(props.entry, props.bundling ?? BUNDLING, props.depsLockFilePath),
      handler: 'index.handler',
      runtime: Runtime.NODEJS_22_X,
      architecture: Architecture.ARM_64,
      memorySize: props.memoryMb,
      timeout: props.timeout,
      environment: props.environment,
      role: this.role,
      logGroup,
    });
    acknowledge(
      this.function,
      'AwsSolutions-L1',
      'Node.js 22 is the runtime the whole stack (local gateway, tests, esbuild target) is verified on; moving to 24 is a decision of its own.',
    );
  }
}
