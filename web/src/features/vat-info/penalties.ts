import { field, money } from './money';

/** SPEC §5 "Penalty financial details" need a charge reference. */
export const NO_CHARGE_REFERENCE =
  'Failed to retrieve financial details for penalty. Penalty does not have a charge reference.';

/** SPEC §4 "Late submission penalties": what happens at the next late return. */
export function thresholdText(summary: unknown): string | null {
  const points = field(summary, 'activePenaltyPoints');
  const threshold = field(summary, 'regimeThreshold');
  if (typeof points !== 'number' || typeof threshold !== 'number') return null;
  const charge = money(field(summary, 'penaltyChargeAmount'));
  const amount = charge ? ` of ${charge}` : '';
  if (points < threshold)
    return `You have ${points} of ${threshold} penalty points. You will be charged a penalty${amount} when you reach ${threshold} points.`;
  return `You have reached the penalty threshold of ${threshold} points. You will be charged a further penalty${amount} each time you send another return late.`;
}
