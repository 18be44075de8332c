/**
 * GET /organisations/vat/{vrn}/returns/{periodKey} ([OAS]; reference §4.3): the stored figures, or
 * 404 with an empty body when nothing was submitted for that period (as the service really does).
 */
import { invalidRequest, VAT_ERRORS } from './errors';
import { BOXES_1_TO_4, BOXES_6_TO_9 } from './return-validation';
import type { VatRequest, VatResult } from './types';

const VIEW_SCENARIOS: Record<string, VatResult> = {
  DATE_RANGE_TOO_LARGE: VAT_ERRORS.dateRangeTooLarge,
  INSOLVENT_TRADER: VAT_ERRORS.insolventTrader,
};

export const VIEW_RETURN_SCENARIOS = Object.keys(VIEW_SCENARIOS);

export function viewReturn({ ctx, vrn, scenario, params }: VatRequest): VatResult {
  const periodKey = params[0] ?? '';
  if (!/^[#0-9A-Z]{4}$/.test(periodKey)) {
    return invalidRequest([{ code: 'PERIOD_KEY_INVALID', message: 'Invalid period key' }]);
  }
  if (scenario !== null && scenario !== 'DEFAULT') return VIEW_SCENARIOS[scenario] ?? VAT_ERRORS.incorrectScenario;
  const stored = ctx.state.returns.get(ctx.state.returnKey(vrn, periodKey));
  if (!stored) return { status: 404 };
  const boxes = stored.boxes;
  const body: Record<string, unknown> = { periodKey: stored.periodKey };
  for (const field of [...BOXES_1_TO_4, 'netVatDue', ...BOXES_6_TO_9]) body[field] = boxes[field];
  return { status: 200, body };
}
