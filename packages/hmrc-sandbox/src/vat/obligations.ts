/**
 * GET /organisations/vat/{vrn}/obligations ([OAS]; validation order from
 * [CODE:ObligationsValidator.scala] as tabled in the reference's §4.1, legacy error bodies).
 */
import { legacy, VAT_ERRORS } from './errors';
import { addYears, parseStrictDate } from './dates';
import { obligationsFor, type Obligation } from './obligation-data';
import type { VatRequest, VatResult } from './types';

export function validateObligationQuery(q: URLSearchParams): VatResult | null {
  const from = q.get('from');
  const to = q.get('to');
  const status = q.get('status');
  if (from === null && to === null) {
    if (status === 'O') return null;
    if (status === 'F') return legacy('MISSING_DATE_RANGE');
    if (status !== null) return legacy('INVALID_STATUS');
    return legacy('INVALID_DATE_FROM');
  }
  if (to === null) return legacy('INVALID_DATE_TO');
  if (from === null) return legacy('INVALID_DATE_FROM');
  const fromDate = parseStrictDate(from);
  if (!fromDate) return legacy('INVALID_DATE_FROM');
  const toDate = parseStrictDate(to);
  if (!toDate) return legacy('INVALID_DATE_TO');
  if (status !== null && status !== 'O' && status !== 'F') return legacy('INVALID_STATUS');
  if (fromDate >= toDate || toDate > addYears(fromDate, 1)) return legacy('INVALID_DATE_RANGE');
  return null;
}

export function getObligations({ ctx, url, vrn, scenario }: VatRequest): VatResult {
  const invalid = validateObligationQuery(url.searchParams);
  if (invalid) return invalid;
  const data = obligationsFor(scenario);
  if (data === undefined) return VAT_ERRORS.incorrectScenario;
  if (data === 'INSOLVENT_TRADER') return VAT_ERRORS.insolventTrader;
  if (data === 'NOT_FOUND') return VAT_ERRORS.notFound;
  // HMRC's sandbox is stateless: the scenario alone decides, whatever the dates and status say
  // (reference §5.2). The stateful mode (decision 0045) closes filed periods and filters by status.
  const obligations = ctx.options.statefulObligations ? withSubmissions(ctx, vrn, data, url) : data;
  if (obligations.length === 0) return VAT_ERRORS.notFound;
  return {
    status: 200,
    body: {
      obligations: obligations.map(({ periodKey, start, end, due, status: s, received }) =>
        received ? { periodKey, start, end, due, status: s, received } : { periodKey, start, end, due, status: s },
      ),
    },
  };
}

function withSubmissions(ctx: VatRequest['ctx'], vrn: string, data: Obligation[], url: URL): Obligation[] {
  const filed = data.map((o) => {
    const stored = ctx.state.returns.get(ctx.state.returnKey(vrn, o.periodKey));
    return stored && o.status === 'O' ? { ...o, status: 'F' as const, received: stored.received } : o;
  });
  const status = url.searchParams.get('status');
  return status ? filed.filter((o) => o.status === status) : filed;
}
