import { Validations } from 'aws-cdk-lib';
import { Bucket } from 'aws-cdk-lib/aws-s3';
import { AwsSolutionsChecks } from 'cdk-nag';
import type { IConstruct } from 'constructs';
import { describe, expect, it } from 'vitest';
import { fakeWebDist, synthStage, type Synthesized } from './helpers';

/** Unacknowledged cdk-nag findings (errors and warnings) of a synthesised stack, as readable lines. */
function findings({ stack }: Synthesized): string[] {
  const report = new AwsSolutionsChecks().validateScope(stack);
  return report.violations.flatMap((v) =>
    v.violatingResources.map((r) => `${v.severity} ${v.ruleName} ${r.constructPath ?? ''}`),
  );
}

/** Every acknowledgement recorded in the tree: construct path, rule id and reason. */
function acknowledgements(root: IConstruct): { path: string; id: string; reason: string }[] {
  return root.node
    .findAll()
    .flatMap((c) =>
      c.node.metadata
        .filter((m) => m.type === Validations.ACKNOWLEDGED_RULES_METADATA_KEY)
        .flatMap((m) =>
          Object.entries(m.data as Record<string, string>).map(([id, reason]) => ({ path: c.node.path, id, reason })),
        ),
    );
}

const customDomain = {
  appDomain: 'app.example.co.uk',
  certificateArn: 'arn:aws:acm:us-east-1:111111111111:certificate/00000000-0000-0000-0000-000000000000',
};

describe('cdk-nag AwsSolutions', () => {
  // WHY (all four): every AWS Solutions finding is either fixed or acknowledged with a reason, for
  // each shape a stage can take; a new finding fails here before it fails `npm run synth`.
  it('reports nothing unacknowledged for dev', () => {
    expect(findings(synthStage('dev'))).toEqual([]);
  });

  it('reports nothing unacknowledged for prod', () => {
    expect(findings(synthStage('prod'))).toEqual([]);
  });

  it('reports nothing unacknowledged for prod on a custom domain (TLS 1.2 enforced, no CFR4 acknowledgement)', () => {
    const synthesized = synthStage('prod', { context: customDomain });
    expect(findings(synthesized)).toEqual([]);
    // Acknowledgement ids are stored as `Annotation::<rule>` by CDK.
    const ids = acknowledgements(synthesized.app).map((a) => a.id);
    expect(ids.some((id) => id.endsWith('AwsSolutions-CFR1'))).toBe(true);
    expect(ids.some((id) => id.endsWith('AwsSolutions-CFR4'))).toBe(false);
  });

  it('reports nothing unacknowledged with a web build deployed (CDK bucket-deployment handler)', () => {
    expect(findings(synthStage('dev', { webDistDir: fakeWebDist() }))).toEqual([]);
  });

  it('gives every acknowledgement a reason', () => {
    // WHY: STYLE §19: a suppression without its reason is an unreviewed hole.
    const acks = acknowledgements(synthStage('dev', { webDistDir: fakeWebDist() }).app);
    expect(acks.length).toBeGreaterThan(0);
    for (const ack of acks) expect(ack.reason.length, `${ack.path} ${ack.id}`).toBeGreaterThanOrEqual(40);
  });

  it('fails the synth on a finding nobody acknowledged (the gate of `npm run synth`)', () => {
    // WHY: proves cdk-nag is wired into the app as a validation plugin, not just run by tests.
    const { app, stack } = synthStage('dev', { nag: true });
    new Bucket(stack, 'UnloggedPlainHttpBucket');
    expect(() => app.synth({ force: true })).toThrow(/AwsSolutions-S1|Validation failed/);
  });

  it('passes a prod synth with cdk-nag registered as the app registers it', () => {
    // WHY: the plugin path (`Validations.addPlugins`) must agree with validateScope above, so a
    // green test means cdk-nag will not stop `npm run synth`. (CloudFormation's own template
    // validation is left to `npm run synth`: it costs ~10 s of CPU per synth.)
    // synthStage synthesises (Template.fromStack), which runs every registered validation plugin.
    expect(() => synthStage('prod', { nag: true })).not.toThrow();
  });
});
