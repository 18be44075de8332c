import { STAGES } from './stage-defaults';
import {
  alarmEmail,
  assistantConfig,
  botCheckConfig,
  placesConfig,
  vendorPublicIp,
  type StageOverrides,
} from './stage-overrides';
import { STAGE_NAMES, type StageConfig, type StageName } from './stage-types';

/**
 * A stage's configuration: the types (`stage-types.ts`), each stage's built-in values
 * (`stage-defaults.ts`) and the operator's context overrides (`stage-overrides.ts`), put together
 * here. The rest of the CDK app imports all of it from this module.
 */
export * from './stage-types';
export { STAGES } from './stage-defaults';
export type { StageOverrides } from './stage-overrides';

/**
 * The configuration of a stage, with context overrides applied.
 * @example stageConfig('prod', { mailDomain: 'mail.example.co.uk' })
 * @throws when the stage is unknown, only one of `appDomain` / `certificateArn` is given, or a bot
 *   check or Google Places is chosen without its site key / secret name
 */
export function stageConfig(stage: string, overrides: StageOverrides = {}): StageConfig {
  if (!(STAGE_NAMES as readonly string[]).includes(stage)) {
    throw new Error(`Unknown stage "${stage}"; use one of ${STAGE_NAMES.join(', ')} (-c stage=dev)`);
  }
  const base = STAGES[stage as StageName];
  if (Boolean(overrides.appDomain) !== Boolean(overrides.certificateArn)) {
    throw new Error('appDomain and certificateArn must be given together (the certificate must be in us-east-1)');
  }
  return {
    ...base,
    mailDomain: overrides.mailDomain ?? base.mailDomain,
    botCheck: botCheckConfig(base.botCheck, overrides),
    places: placesConfig(base.places, overrides),
    assistant: assistantConfig(base.assistant, overrides),
    hmrc: { ...base.hmrc, vendorPublicIp: vendorPublicIp(overrides.hmrcVendorPublicIp ?? base.hmrc.vendorPublicIp) },
    alarms: withEmail(base.alarms, alarmEmail(overrides.alarmEmail ?? base.alarms.email)),
    ...(overrides.appDomain && overrides.certificateArn
      ? { appDomain: { name: overrides.appDomain, certificateArn: overrides.certificateArn } }
      : {}),
  };
}

function withEmail(alarms: StageConfig['alarms'], email: string | undefined): StageConfig['alarms'] {
  return email ? { ...alarms, email } : alarms;
}
