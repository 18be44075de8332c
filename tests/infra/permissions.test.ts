import { ROUTE_GROUPS } from '@bk/contract';
import { describe, expect, it } from 'vitest';
import { GROUP_ACCESS } from '../../infra/lib/access';
import {
  actionsOf,
  appFunctions,
  cfnText,
  onlyResource,
  resourcesOfType,
  statementsOfFunction,
  synthStage,
} from './helpers';

const { template } = synthStage('dev');
const fnName = (group: string) => `bookkeeper-dev-${group}`;
const [tableId] = onlyResource(template, 'AWS::DynamoDB::GlobalTable');

describe('least-privilege IAM per function', () => {
  it('gives the misc function the table and its logs, and nothing else', () => {
    // WHY: misc serves banners, flags and the JSON 404; it has no business with files or e-mail.
    const actions = actionsOf(statementsOfFunction(template, fnName('misc')));
    expect(actions.filter((a) => a.startsWith('s3:'))).toEqual([]);
    expect(actions.filter((a) => a.startsWith('ses:'))).toEqual([]);
    // And, as every API function, the origin-verify value (web.test.ts).
    expect(actions.filter((a) => !/^(dynamodb|logs):/.test(a))).toEqual(['secretsmanager:GetSecretValue']);
  });

  it('grants S3 and SES only to the groups the access map names', () => {
    // WHY: the access map in infra/lib/access.ts is the single reviewed list of who may touch
    // files and send mail; the deployed policies must say the same.
    for (const group of ROUTE_GROUPS) {
      const actions = actionsOf(statementsOfFunction(template, fnName(group)));
      const access = GROUP_ACCESS[group];
      expect(
        actions.some((a) => a.startsWith('s3:')),
        `${group} s3`,
      ).toBe(access.files !== 'none');
      expect(
        actions.some((a) => a.startsWith('ses:')),
        `${group} ses`,
      ).toBe(access.mail);
    }
    // The named groups of the issue: files for attachment, business, invoice, user (account and
    // transaction delete attachments with what they delete; transaction and contact store large
    // CSV exports); mail for
    // user, business, invoice, hmrc.
    const withFiles = ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].files !== 'none');
    const withMail = ROUTE_GROUPS.filter((g) => GROUP_ACCESS[g].mail);
    expect(withFiles.sort()).toEqual([
      'account',
      'attachment',
      'business',
      'contact',
      'invoice',
      'transaction',
      'user',
    ]);
    expect(withMail.sort()).toEqual(['business', 'hmrc', 'invoice', 'user']);
  });

  it('lets the invoice function only read files', () => {
    // WHY: invoices embed the logo in the PDF; writing or deleting files is not theirs to do.
    const s3 = actionsOf(statementsOfFunction(template, fnName('invoice'))).filter((a) => a.startsWith('s3:'));
    expect(s3).toEqual(['s3:GetObject']);
  });

  it("limits DynamoDB to this stage's table and its named index, without Scan in request paths", () => {
    // WHY: a wildcard table resource would reach other stages' tables in the same account; Scan in
    // a request path reads every tenant's data (STYLE §7).
    for (const group of ROUTE_GROUPS) {
      const dynamo = statementsOfFunction(template, fnName(group)).filter((s) =>
        actionsOf([s]).some((a) => a.startsWith('dynamodb:')),
      );
      const resources = dynamo
        .flatMap((s) => (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource]))
        .map(cfnText);
      // Reads on the table and its index; writes on the table (table-access.test.ts: by partition).
      expect([...new Set(resources)].sort()).toEqual([`<${tableId}.Arn>`, `<${tableId}.Arn>/index/gsi1`]);
      expect(actionsOf(dynamo)).not.toContain('dynamodb:Scan');
      expect(actionsOf(dynamo).some((a) => a.includes('*'))).toBe(false);
    }
  });

  it('scopes S3 grants to the files bucket and SES grants to the stage identity', () => {
    // WHY: the web bucket and the log bucket hold nothing a function should read or change.
    const [filesId] = onlyResource(template, 'AWS::S3::Bucket', (p) => cfnText(p.BucketName).startsWith('bookkeeper-'));
    const [identityId] = onlyResource(template, 'AWS::SES::EmailIdentity');
    for (const group of ROUTE_GROUPS) {
      for (const s of statementsOfFunction(template, fnName(group))) {
        const resources = (Array.isArray(s.Resource) ? s.Resource : [s.Resource]).map(cfnText);
        if (actionsOf([s]).some((a) => a.startsWith('s3:'))) {
          for (const r of resources) expect(r).toMatch(new RegExp(`^<${filesId}\\.Arn>(/\\*)?$`));
        }
        if (actionsOf([s]).some((a) => a.startsWith('ses:'))) {
          expect(resources).toContainEqual(expect.stringContaining(`identity/<${identityId}>`));
        }
      }
    }
  });

  it('uses its own role per function, with no AWS managed policies', () => {
    // WHY: AWSLambdaBasicExecutionRole may write any log group; ours may write only its own.
    const fns = Object.values(appFunctions(template));
    const roleIds = new Set(fns.map((f) => (f.Properties?.Role as { 'Fn::GetAtt': [string] })['Fn::GetAtt'][0]));
    expect(roleIds.size).toBe(fns.length);
    const roles = resourcesOfType(template, 'AWS::IAM::Role');
    for (const id of roleIds) expect(roles[id]?.Properties?.ManagedPolicyArns).toBeUndefined();
  });
});
