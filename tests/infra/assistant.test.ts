import { AwsSolutionsChecks } from 'cdk-nag';
import { describe, expect, it } from 'vitest';
import { STAGE_NAMES, stageConfig } from '../../infra/lib/stage-config';
import { actionsOf, appFunctions, cfnText, statementsOfFunction, synthStage, type Synthesized } from './helpers';

/**
 * The help assistant's function (decision 0065): Bedrock only when the stage names a model, and
 * then only for the assistant function and only on that model.
 */
const MODEL = 'eu.anthropic.claude-3-7-sonnet-20250219-v1:0';
const plain = synthStage('prod');
const withModel = synthStage('prod', { context: { assistantBedrockModelId: MODEL } });

function bedrockGrants({ template }: Synthesized, functionName: string) {
  return statementsOfFunction(template, functionName)
    .filter((s) => actionsOf([s]).some((a) => a.startsWith('bedrock:')))
    .map((s) => ({
      actions: actionsOf([s]),
      resources: (Array.isArray(s.Resource) ? (s.Resource as unknown[]) : [s.Resource]).map(cfnText).sort(),
    }));
}

function environmentOf({ template }: Synthesized, functionName: string): Record<string, unknown> {
  const fn = Object.values(appFunctions(template)).find((f) => f.Properties?.FunctionName === functionName);
  return (fn?.Properties?.Environment?.Variables ?? {}) as Record<string, unknown>;
}

const names = ({ template }: Synthesized) =>
  Object.values(appFunctions(template)).map((f) => String(f.Properties?.FunctionName));

describe('the assistant function', () => {
  it('is deployed as its own API function', () => {
    expect(names(plain)).toContain('bookkeeper-prod-assistant');
  });

  it('uses no managed model unless the stage names one: no Bedrock grant and no model variable anywhere', () => {
    for (const stage of STAGE_NAMES) expect(stageConfig(stage).assistant).toEqual({});
    for (const name of names(plain)) {
      expect(bedrockGrants(plain, name), name).toEqual([]);
      expect(environmentOf(plain, name), name).not.toHaveProperty('ASSISTANT_BEDROCK_MODEL_ID');
    }
  });

  it('with a model, lets only the assistant function invoke it, and only it', () => {
    for (const name of names(withModel)) {
      const grants = bedrockGrants(withModel, name);
      if (name !== 'bookkeeper-prod-assistant') {
        expect(grants, name).toEqual([]);
        continue;
      }
      expect(grants).toEqual([
        {
          actions: ['bedrock:InvokeModel'],
          resources: [
            'arn:aws:bedrock:*::foundation-model/anthropic.claude-3-7-sonnet-20250219-v1:0',
            `arn:aws:bedrock:eu-west-2:<AWS::AccountId>:inference-profile/${MODEL}`,
          ],
        },
      ]);
    }
    expect(environmentOf(withModel, 'bookkeeper-prod-assistant').ASSISTANT_BEDROCK_MODEL_ID).toBe(MODEL);
  });

  it('grants a plain foundation model in the stage region only', () => {
    const single = synthStage('dev', { context: { assistantBedrockModelId: 'amazon.nova-lite-v1:0' } });
    expect(bedrockGrants(single, 'bookkeeper-dev-assistant')).toEqual([
      {
        actions: ['bedrock:InvokeModel'],
        resources: ['arn:aws:bedrock:eu-west-2::foundation-model/amazon.nova-lite-v1:0'],
      },
    ]);
  });

  it('refuses a model id that is not one', () => {
    expect(() => stageConfig('prod', { assistantBedrockModelId: 'arn:aws:bedrock:*' })).toThrow(
      /assistantBedrockModelId/,
    );
    expect(() => stageConfig('prod', { assistantBedrockModelId: 'a model' })).toThrow(/not a Bedrock model/);
  });

  it('keeps cdk-nag clean with the model on', () => {
    const report = new AwsSolutionsChecks().validateScope(withModel.stack);
    expect(
      report.violations.flatMap((v) => v.violatingResources.map((r) => `${v.ruleName} ${r.constructPath}`)),
    ).toEqual([]);
  });
});
