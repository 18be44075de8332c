import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { App } from 'aws-cdk-lib';
import { Template } from 'aws-cdk-lib/assertions';
import { buildApp, type BuildAppOptions } from '../../infra/lib/build-app';
import type { BookkeeperStack } from '../../infra/lib/bookkeeper-stack';

/** The context `cdk synth` reads from cdk.json (feature flags), so tests build what synth builds. */
export function cdkJsonContext(): Record<string, unknown> {
  const file = path.resolve(import.meta.dirname, '../../cdk.json');
  const json = JSON.parse(fs.readFileSync(file, 'utf8')) as { context: Record<string, unknown> };
  return json.context;
}

/** The stage's public address the tests synthesise with (RFC 5737 documentation range). */
export const TEST_VENDOR_PUBLIC_IP = '203.0.113.6';

export interface Synthesized {
  readonly app: App;
  readonly stack: BookkeeperStack;
  readonly template: Template;
}

/** Options of {@link synthStage}. */
export interface SynthOptions extends BuildAppOptions {
  /** Extra CDK context, e.g. `{ appDomain, certificateArn }`. */
  readonly context?: Record<string, unknown>;
  /**
   * Run CDK's built-in CloudFormation template validation. It adds ~10 s of CPU per synth, so the
   * tests leave it to `npm run synth`. @default false
   */
  readonly cfnValidation?: boolean;
}

/**
 * Build one stage's stack the way `infra/bin/app.ts` does, with Lambda bundling skipped
 * (`aws:cdk:bundling-stacks: []`) so a synth takes seconds. cdk-nag is not registered unless
 * asked (`nag: true`); the nag tests run it directly so a finding is an assertion failure.
 */
export function synthStage(stage: string, options: SynthOptions = {}): Synthesized {
  const { context, cfnValidation, ...buildOptions } = options;
  const app = new App({
    context: {
      ...cdkJsonContext(),
      stage,
      'aws:cdk:bundling-stacks': [],
      hmrcVendorPublicIp: TEST_VENDOR_PUBLIC_IP,
      ...context,
    },
    builtinCloudFormationValidation: cfnValidation ?? false,
  });
  const stack = buildApp(app, { nag: false, webDistDir: null, ...buildOptions });
  return { app, stack, template: Template.fromStack(stack) };
}

/** A throw-away web build (`index.html`, `version.json`, `assets/…`) to exercise the deployment. */
export function fakeWebDist(): string {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bk-web-dist-'));
  fs.mkdirSync(path.join(dir, 'assets'));
  fs.writeFileSync(path.join(dir, 'index.html'), '<!doctype html><title>Bookkeeper</title>');
  fs.writeFileSync(path.join(dir, 'version.json'), '{"version":"test"}');
  fs.writeFileSync(path.join(dir, 'assets', 'index-abc123.js'), 'console.log(1);');
  return dir;
}

/**
 * A CloudFormation value as readable text: `Fn::Join` joined, `Ref`/`Fn::GetAtt` as `<Id>` /
 * `<Id.Attr>`, `Fn::Sub` as its template. Lets tests read CSPs, ARNs and URLs.
 */
export function cfnText(value: unknown): string {
  if (value === undefined || value === null) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  if (value && typeof value === 'object') {
    const v = value as Record<string, unknown>;
    if (Array.isArray(v['Fn::Join'])) {
      const [delimiter, parts] = v['Fn::Join'] as [string, unknown[]];
      return parts.map(cfnText).join(delimiter);
    }
    if ('Ref' in v) return `<${String(v.Ref)}>`;
    if (Array.isArray(v['Fn::GetAtt'])) return `<${(v['Fn::GetAtt'] as string[]).join('.')}>`;
    if ('Fn::Sub' in v) return cfnText(v['Fn::Sub']);
    if (Array.isArray(v['Fn::Select'])) {
      const [index, list] = v['Fn::Select'] as [number, unknown];
      return `select(${index}, ${cfnText(list)})`;
    }
    if (Array.isArray(v['Fn::Split'])) {
      const [delimiter, source] = v['Fn::Split'] as [string, unknown];
      return `split(${delimiter}, ${cfnText(source)})`;
    }
  }
  return JSON.stringify(value);
}

/** CloudFormation JSON as the tests read it: untyped, accessed by path. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- template JSON has no static type; tests read it by path
export type Json = any;

interface CfnResource {
  readonly Type: string;
  readonly Properties?: Record<string, Json>;
  readonly DeletionPolicy?: string;
  readonly UpdateReplacePolicy?: string;
}

/** Resources of a type, by logical id. */
export function resourcesOfType(template: Template, type: string): Record<string, CfnResource> {
  return template.findResources(type) as Record<string, CfnResource>;
}

/** The single resource of a type whose properties satisfy `match`; fails unless exactly one does. */
export function onlyResource(
  template: Template,
  type: string,
  match: (props: Record<string, Json>) => boolean = () => true,
): [string, CfnResource] {
  const found = Object.entries(resourcesOfType(template, type)).filter(([, r]) => match(r.Properties ?? {}));
  if (found.length !== 1) throw new Error(`Expected one ${type}, found ${found.length}`);
  return found[0] as [string, CfnResource];
}

/** Our own functions (named `bookkeeper-<stage>-…`), leaving out CDK's internal handlers. */
export function appFunctions(template: Template): Record<string, CfnResource> {
  return Object.fromEntries(
    Object.entries(resourcesOfType(template, 'AWS::Lambda::Function')).filter(([, r]) =>
      String(r.Properties?.FunctionName ?? '').startsWith('bookkeeper-'),
    ),
  );
}

/** The logical id of the function with this physical name. */
export function functionId(template: Template, functionName: string): string {
  const found = Object.entries(appFunctions(template)).find(([, r]) => r.Properties?.FunctionName === functionName);
  if (!found) throw new Error(`No function named ${functionName}`);
  return found[0];
}

export interface Statement {
  readonly Effect: string;
  readonly Action: string | string[];
  readonly Resource: unknown;
}

/** Every IAM statement attached to the role of the function with this physical name. */
export function statementsOfFunction(template: Template, functionName: string): Statement[] {
  const fn = appFunctions(template)[functionId(template, functionName)];
  const roleId = (fn?.Properties?.Role as { 'Fn::GetAtt': [string, string] })['Fn::GetAtt'][0];
  const statements: Statement[] = [];
  for (const policy of Object.values(resourcesOfType(template, 'AWS::IAM::Policy'))) {
    const roles = (policy.Properties?.Roles ?? []) as { Ref: string }[];
    if (roles.some((r) => r.Ref === roleId))
      statements.push(...(policy.Properties?.PolicyDocument.Statement as Statement[]));
  }
  return statements;
}

/** Actions of a list of statements, flattened. */
export function actionsOf(statements: Statement[]): string[] {
  return statements.flatMap((s) => (Array.isArray(s.Action) ? s.Action : [s.Action]));
}
