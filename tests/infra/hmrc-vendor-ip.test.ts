import { describe, expect, it } from 'vitest';
import { STAGE_NAMES } from '../../infra/lib/stage-config';
import { actionsOf, appFunctions, cfnText, statementsOfFunction, synthStage } from './helpers';

/**
 * HMRC's fraud prevention headers in every deployed stage: Gov-Vendor-Public-IP and the `by` of
 * Gov-Vendor-Forwarded come from the stage's public (NAT / egress) address, a required setting.
 */
const ADDRESSES = { dev: '203.0.113.10', staging: '203.0.113.20', prod: '2001:db8::6' } as const;

/** The functions that call HMRC: those that may read the stage's HMRC OAuth client secret. */
function hmrcCallers(template: ReturnType<typeof synthStage>['template'], stage: string) {
  return Object.values(appFunctions(template)).filter((f) => {
    const name = String(f.Properties?.FunctionName);
    return statementsOfFunction(template, name).some(
      (s) =>
        actionsOf([s]).includes('secretsmanager:GetSecretValue') &&
        (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource])
          .map(cfnText)
          .some((r) => r.includes(`bookkeeper/${stage}/hmrc-client`)),
    );
  });
}

describe('the vendor public IP of every stage', () => {
  for (const stage of STAGE_NAMES) {
    it(`${stage}: every function that calls HMRC has the stage's public address`, () => {
      // WHY: deployed stages sent Gov-Vendor-Public-IP and Gov-Vendor-Forwarded empty; only the local stack set them.
      const { template } = synthStage(stage, { context: { hmrcVendorPublicIp: ADDRESSES[stage] } });
      const callers = hmrcCallers(template, stage);
      expect(callers.map((f) => String(f.Properties?.FunctionName)).sort()).toEqual([
        `bookkeeper-${stage}-hmrc`,
        `bookkeeper-${stage}-job-vat-reminders`,
      ]);
      for (const f of callers) {
        const env = (f.Properties?.Environment as { Variables?: Record<string, unknown> } | undefined)?.Variables;
        expect(env?.HMRC_VENDOR_PUBLIC_IP, String(f.Properties?.FunctionName)).toBe(ADDRESSES[stage]);
      }
    });
  }

  it('is required: a stage without it, or with a private address, does not synthesise', () => {
    // WHY: a forgotten setting must stop the deploy, not send HMRC empty headers for months.
    expect(() => synthStage('prod', { context: { hmrcVendorPublicIp: '' } })).toThrow(/-c hmrcVendorPublicIp=/);
    expect(() => synthStage('dev', { context: { hmrcVendorPublicIp: '10.0.0.8' } })).toThrow(/not a public/);
    expect(() => synthStage('dev', { context: { hmrcVendorPublicIp: 'nat.example.com' } })).toThrow(/not a public/);
  });
});
