import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { FunctionAccess } from '../access';
import { ALL_PARTITIONS, leadingKeyPatterns, type TableAccess } from '../table-access';
import { acknowledgeWildcardResource } from '../nag';
import type { DataTable } from './data-table';
import type { FilesBucket } from './files-bucket';
import type { Mail } from './mail';

/** The shared resources a function may be granted. */
export interface AccessTargets {
  readonly data: DataTable;
  readonly files: FilesBucket;
  readonly mail: Mail;
  /** SES sandbox: recipients are checked as identities too (see `StageConfig.sesSandbox`). */
  readonly sesSandbox: boolean;
}

/** Item-level reads of the repositories (`ConditionCheckItem` guards a transaction's writes). */
export const TABLE_READ_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:ConditionCheckItem',
];

/** Item-level writes (`TransactWriteItems` is authorised per item by these and the reads). */
export const TABLE_WRITE_ACTIONS = [
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
];

/**
 * Grant a function's role exactly what {@link FunctionAccess} says, on this stage's resources only:
 * the table and its named indexes (reads and writes each limited to the partitions of its
 * {@link TableAccess}), the files bucket's objects, the SES identity and configuration set.
 */
export function grantAccess(role: Role, access: FunctionAccess, targets: AccessTargets): void {
  const { data, files, mail } = targets;
  grantTable(role, access, data);
  if (access.files !== 'none') grantFiles(role, access.files, files);
  if (access.mail) grantMail(role, mail, targets.sesSandbox);
}

function grantTable(role: Role, access: FunctionAccess, data: DataTable): void {
  const table = access.table ?? ALL_PARTITIONS;
  const resources = [data.table.tableArn, ...data.indexArns];
  // ForAllValues: every key a request names must match; a Query on the index is judged by the
  // index's partition key, which the patterns cover as well.
  const onlyIn = (partitions: TableAccess['read']) => ({
    'ForAllValues:StringLike': { 'dynamodb:LeadingKeys': leadingKeyPatterns(partitions) },
  });
  role.addToPolicy(
    new PolicyStatement({
      actions: TABLE_READ_ACTIONS,
      resources,
      conditions: onlyIn([...table.read, ...table.write]),
    }),
  );
  if (table.write.length > 0) {
    role.addToPolicy(
      new PolicyStatement({
        actions: TABLE_WRITE_ACTIONS,
        resources: [data.table.tableArn],
        conditions: onlyIn(table.write),
      }),
    );
  }
  // A Scan names no leading key, so it gets a statement of its own: only scheduled jobs have it.
  if (access.tableScan) role.addToPolicy(new PolicyStatement({ actions: ['dynamodb:Scan'], resources }));
}

function grantFiles(role: Role, level: 'read' | 'read-write', files: FilesBucket): void {
  const objects = files.bucket.arnForObjects('*');
  const objectActions = level === 'read' ? ['s3:GetObject'] : ['s3:GetObject', 's3:PutObject', 's3:DeleteObject'];
  role.addToPolicy(new PolicyStatement({ actions: objectActions, resources: [objects] }));
  if (level === 'read-write') {
    // Deleting a user's or business's files lists their key prefix first.
    role.addToPolicy(new PolicyStatement({ actions: ['s3:ListBucket'], resources: [files.bucket.bucketArn] }));
  }
  acknowledgeWildcardResource(
    role,
    objects,
    "Object keys are generated per business at run time; the grant is limited to this stage's files bucket.",
  );
}

function grantMail(role: Role, mail: Mail, sandbox: boolean): void {
  const resources = [mail.identity.emailIdentityArn, mail.configurationSetArn];
  if (sandbox) {
    const anyIdentity = Stack.of(role).formatArn({ service: 'ses', resource: 'identity', resourceName: '*' });
    resources.push(anyIdentity);
    acknowledgeWildcardResource(
      role,
      anyIdentity,
      'In the SES sandbox the recipient is authorised as an identity too, and test recipients are any verified identity of the account; prod (out of the sandbox) names only its own domain.',
    );
  }
  role.addToPolicy(new PolicyStatement({ actions: ['ses:SendEmail', 'ses:SendRawEmail'], resources }));
}

/**
 * Let a function read one Secrets Manager secret by name. Secrets Manager adds six random
 * characters to a secret's ARN (`<name>-AbCdEf`), so the grant names exactly that shape.
 * @example grantSecretRead(role, 'bookkeeper/prod/turnstile') // …:secret:bookkeeper/prod/turnstile-??????
 */
export function grantSecretRead(role: Role, secretName: string): void {
  const arn = Stack.of(role).formatArn({
    service: 'secretsmanager',
    resource: 'secret',
    resourceName: `${secretName}-??????`,
    arnFormat: ArnFormat.COLON_RESOURCE_NAME,
  });
  role.addToPolicy(new PolicyStatement({ actions: ['secretsmanager:GetSecretValue'], resources: [arn] }));
}

/** Cross-region inference profiles' ids start with their geography (`eu.anthropic.…`). */
const INFERENCE_PROFILE = /^(eu|us|apac|us-gov|global)\.(.+)$/;

/**
 * `bedrock:InvokeModel` (Converse) on one model only (decision 0065): a foundation model in the
 * stage's region, or an inference profile of the account and the model it routes to in the
 * regions of its geography.
 */
export function grantModelInvoke(role: Role, modelId: string): void {
  const stack = Stack.of(role);
  const routedModel = INFERENCE_PROFILE.exec(modelId)?.[2];
  const foundation = (model: string, region?: string) =>
    stack.formatArn({ service: 'bedrock', account: '', resource: 'foundation-model', resourceName: model, region });
  if (!routedModel) {
    role.addToPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources: [foundation(modelId)] }));
    return;
  }
  const routed = foundation(routedModel, '*');
  const resources = [
    stack.formatArn({ service: 'bedrock', resource: 'inference-profile', resourceName: modelId }),
    routed,
  ];
  role.addToPolicy(new PolicyStatement({ actions: ['bedrock:InvokeModel'], resources }));
  acknowledgeWildcardResource(
    role,
    routed,
    'An inference profile routes each call to its model in any region of its geography; the model itself is fixed.',
  );
}
