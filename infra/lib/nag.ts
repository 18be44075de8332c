import { Stack, Validations, type App } from 'aws-cdk-lib';
import { AwsSolutionsChecks } from 'cdk-nag';
// The helper cdk-nag itself uses to name IAM5 findings, so our acknowledgements match exactly.
import { flattenCfnReference } from 'cdk-nag/lib/utils/flatten-cfn-reference.js';
import type { IConstruct } from 'constructs';

/**
 * Run cdk-nag's AWS Solutions rules on every stack of the app. cdk-nag 3 is a CDK validation
 * plugin (it replaced the v2 Aspect), so `cdk synth` fails on any finding that is neither fixed
 * nor acknowledged with {@link acknowledge}.
 */
export function applyNag(app: App): void {
  Validations.of(app).addPlugins(new AwsSolutionsChecks(app));
}

/**
 * Acknowledge one cdk-nag finding on a construct and everything below it, with the reason why it
 * is acceptable (STYLE §19: every suppression carries its reason). cdk-nag 3 has no
 * `NagSuppressions`; acknowledgements are CDK's own `Validations.acknowledge`.
 * @example acknowledge(fn, 'AwsSolutions-L1', 'Node.js 22 is the runtime the stack was verified on')
 */
export function acknowledge(scope: IConstruct, id: string, reason: string): void {
  Validations.of(scope).acknowledge({ id, reason });
}

/**
 * Acknowledge one wildcard resource of an IAM policy below `scope` (finding
 * `AwsSolutions-IAM5[Resource::...]`), leaving any other wildcard reported.
 * @example acknowledgeWildcardResource(role, bucket.arnForObjects('*'), 'object keys are per business')
 */
export function acknowledgeWildcardResource(scope: IConstruct, resource: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(resource));
  acknowledge(scope, `AwsSolutions-IAM5[Resource::${flat}]`, reason);
}

/**
 * Acknowledge one AWS managed policy attached below `scope` (finding
 * `AwsSolutions-IAM4[Policy::...]`), leaving any other managed policy reported.
 * @example acknowledgeManagedPolicy(role, policy.managedPolicyArn, 'AWS Backup documents this role policy')
 */
export function acknowledgeManagedPolicy(scope: IConstruct, policyArn: string, reason: string): void {
  const flat = flattenCfnReference(Stack.of(scope).resolve(policyArn));
  acknowledge(scope, `AwsSolutions-IAM4[Policy::${flat}]`, reason);
}
