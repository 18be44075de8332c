import { ArnFormat, Stack } from 'aws-cdk-lib';
import { PolicyStatement, type Role } from 'aws-cdk-lib/aws-iam';
import type { FunctionAccess } from '../access';
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

/** Item-level actions of the repositories (`TransactWriteItems` is authorised per item by these). */
const TABLE_ACTIONS = [
  'dynamodb:GetItem',
  'dynamodb:BatchGetItem',
  'dynamodb:Query',
  'dynamodb:PutItem',
  'dynamodb:UpdateItem',
  'dynamodb:DeleteItem',
  'dynamodb:BatchWriteItem',
  'dynamodb:ConditionCheckItem',
];

/**
 * Grant a function's role exactly what {@link FunctionAccess} says, on this stage's resources only:
 * the table and its named indexes, the files bucket's objects, the SES identity and configuration set.
 */
export function grantAccess(role: Role, access: FunctionAccess, targets: AccessTargets): void {
  const { data, files, mail } = targets;
  role.addToPolicy(
    new PolicyStatement({
      actions: access.tableScan ? [...TABLE_ACTIONS, 'dynamodb:Scan'] : TABLE_ACTIONS,
      resources: [data.table.tableArn, ...data.indexArns],
    }),
  );
  if (access.files !== 'none') grantFiles(role, access.files, files);
  if (access.mail) grantMail(role, mail, targets.sesSandbox);
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
