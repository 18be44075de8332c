import type { CallOptions } from './settings';
import type { TokenStore } from './token-store';
import { codesOf, fail } from './transport';
import type {
  FinancialDetails,
  Liability,
  Obligation,
  ObligationQuery,
  Payment,
  Penalties,
  SubmitReturnResult,
  VatReturn,
  VatReturnBody,
} from './types';
import type { UserCall } from './user-call';

const vatPath = (vrn: string, rest: string) => `/organisations/vat/${encodeURIComponent(vrn)}/${rest}`;

/** A query string of the parameters that have a value ('' when none has). */
function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** HMRC's VAT (MTD) API 1.0 calls for a business (reference README §4), over its user-restricted calls. */
export function createVatEndpoints(userCall: UserCall, now: () => number) {
  const get = (store: TokenStore, path: string, options: CallOptions) =>
    userCall(store, path, { method: 'GET' }, options);

  return {
    /** GET obligations (README §4.1); HMRC's 404 NOT_FOUND means none. */
    async obligations(store: TokenStore, vrn: string, q: ObligationQuery, options: CallOptions): Promise<Obligation[]> {
      const answer = await get(
        store,
        vatPath(vrn, 'obligations') + query({ from: q.from, to: q.to, status: q.status }),
        options,
      );
      if (answer.status === 200) return (answer.body as { obligations?: Obligation[] }).obligations ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET liabilities (README §4.4); HMRC answers 404 NOT_FOUND when there are none. */
    async liabilities(
      store: TokenStore,
      vrn: string,
      q: { from: string; to: string },
      options: CallOptions,
    ): Promise<Liability[]> {
      const answer = await get(store, vatPath(vrn, 'liabilities') + query(q), options);
      if (answer.status === 200) return (answer.body as { liabilities?: Liability[] }).liabilities ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET payments (README §4.5); 404 NOT_FOUND means none. */
    async payments(
      store: TokenStore,
      vrn: string,
      q: { from: string; to: string },
      options: CallOptions,
    ): Promise<Payment[]> {
      const answer = await get(store, vatPath(vrn, 'payments') + query(q), options);
      if (answer.status === 200) return (answer.body as { payments?: Payment[] }).payments ?? [];
      if (answer.status === 404 && codesOf(answer).includes('NOT_FOUND')) return [];
      return fail(answer);
    },

    /** GET penalties (README §4.6); `{}` when there are none. */
    async penalties(store: TokenStore, vrn: string, options: CallOptions): Promise<Penalties> {
      const answer = await get(store, vatPath(vrn, 'penalties'), options);
      if (answer.status === 200) return (answer.body ?? {}) as Penalties;
      return fail(answer);
    },

    /** GET financial details of a penalty charge reference (README §4.7). */
    async financialDetails(
      store: TokenStore,
      vrn: string,
      chargeReference: string,
      options: CallOptions,
    ): Promise<FinancialDetails> {
      const answer = await get(
        store,
        vatPath(vrn, `financial-details/${encodeURIComponent(chargeReference)}`),
        options,
      );
      if (answer.status === 200) return (answer.body ?? {}) as FinancialDetails;
      return fail(answer);
    },

    /** GET a submitted return (README §4.3); null when HMRC has none for the period (empty 404). */
    async viewReturn(
      store: TokenStore,
      vrn: string,
      periodKey: string,
      options: CallOptions,
    ): Promise<VatReturn | null> {
      const answer = await get(store, vatPath(vrn, `returns/${encodeURIComponent(periodKey)}`), options);
      if (answer.status === 200) return answer.body as VatReturn;
      if (answer.status === 404 && codesOf(answer).length === 0) return null;
      return fail(answer);
    },

    /** POST a return (README §4.2), with HMRC's receipt headers. */
    async submitReturn(
      store: TokenStore,
      vrn: string,
      body: VatReturnBody,
      options: CallOptions,
    ): Promise<SubmitReturnResult> {
      const answer = await userCall(
        store,
        vatPath(vrn, 'returns'),
        { method: 'POST', headers: { 'Content-Type': 'application/json' }, body: JSON.stringify(body) },
        options,
      );
      if (answer.status !== 201) return fail(answer);
      const b = (answer.body ?? {}) as Record<string, unknown>;
      const str = (v: unknown) => (typeof v === 'string' ? v : null);
      return {
        processingDate: str(b.processingDate) ?? new Date(now()).toISOString(),
        formBundleNumber: str(b.formBundleNumber) ?? '',
        paymentIndicator: str(b.paymentIndicator),
        chargeRefNumber: str(b.chargeRefNumber),
        receiptId: answer.headers.get('receipt-id'),
        receiptTimestamp: answer.headers.get('receipt-timestamp'),
        correlationId: answer.headers.get('x-correlationid'),
      };
    },
  };
}
