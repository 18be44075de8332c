import type { CallOptions } from './settings';
import type { TokenStore } from './token-store';
import { codesOf, fail, type Answer } from './transport';
import type {
  BusinessDetails,
  BusinessListItem,
  Calculation,
  CalculationListItem,
  CumulativeSummary,
  CumulativeSummaryBody,
  FinalDeclarationQuery,
  IncomeAndExpenditureObligations,
  IncomeAndExpenditureQuery,
  ItsaObligationDetail,
  ItsaWriteResult,
  ListedCalculationType,
  QuarterlyPeriodType,
  TriggerCalculationResult,
  TriggerCalculationType,
} from './itsa-types';
import type { UserCall } from './user-call';

/**
 * The version each MTD Income Tax API is called at (reference hmrc-itsa §0, §1.2). Individual
 * Calculations defaults to 8.0: HMRC's changelog announces only 8.0 for production, and 9.0 has
 * the same paths and bodies (§0 caveat), so a stage can move with `calculationsApiVersion`.
 */
export const ITSA_API_VERSIONS = {
  businessDetails: '2.0',
  obligations: '3.0',
  selfEmployment: '5.0',
  calculations: '8.0',
} as const;

export type CalculationsApiVersion = '8.0' | '9.0';

const accept = (version: string) => `application/vnd.hmrc.${version}+json`;
const seg = (value: string) => encodeURIComponent(value);

/** A query string of the parameters that have a value ('' when none has). */
function query(params: Record<string, string | undefined>): string {
  const q = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== '') q.set(k, v);
  const s = q.toString();
  return s ? `?${s}` : '';
}

/** Whether a 404 is HMRC saying "nothing here" (one of `codes`), rather than a wrong path or version. */
const noneFound = (answer: Answer, codes: readonly string[]) =>
  answer.status === 404 && codesOf(answer).some((c) => codes.includes(c));

const NOTHING = ['MATCHING_RESOURCE_NOT_FOUND', 'NO_OBLIGATIONS_FOUND', 'NO_BUSINESS_FOUND'] as const;

const correlation = (answer: Answer): ItsaWriteResult => ({ correlationId: answer.headers.get('x-correlationid') });

/**
 * HMRC's MTD Income Tax calls for a sole trader (reference hmrc-itsa §2–§5): Business Details 2.0,
 * Obligations 3.0, Self Employment Business 5.0 and Individual Calculations, over the same
 * user-restricted calls, fraud prevention headers, Gov-Test-Scenario and typed errors as VAT.
 */
export function createItsaEndpoints(userCall: UserCall, calculationsVersion: CalculationsApiVersion = '8.0') {
  const v = { ...ITSA_API_VERSIONS, calculations: calculationsVersion };
  const get = (store: TokenStore, path: string, version: string, options: CallOptions) =>
    userCall(store, path, { method: 'GET' }, options, accept(version));
  const withBody = (method: 'PUT' | 'POST', body: unknown): RequestInit => ({
    method,
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify(body),
  });
  const details = (nino: string) => `/individuals/business/details/${seg(nino)}`;
  const selfEmployment = (nino: string, businessId: string, taxYear: string) =>
    `/individuals/business/self-employment/${seg(nino)}/${seg(businessId)}/cumulative/${seg(taxYear)}`;
  const calculations = (nino: string, taxYear: string) =>
    `/individuals/calculations/${seg(nino)}/self-assessment/${seg(taxYear)}`;

  return {
    /** GET Business Details' list (§2.1); none when HMRC has no business for the NINO. */
    async listBusinesses(store: TokenStore, nino: string, options: CallOptions): Promise<BusinessListItem[]> {
      const answer = await get(store, `${details(nino)}/list`, v.businessDetails, options);
      if (answer.status === 200)
        return (answer.body as { listOfBusinesses?: BusinessListItem[] }).listOfBusinesses ?? [];
      if (noneFound(answer, NOTHING)) return [];
      return fail(answer);
    },

    /** GET one business's details (§2.2); null when HMRC knows no such business. */
    async retrieveBusiness(
      store: TokenStore,
      nino: string,
      businessId: string,
      options: CallOptions,
    ): Promise<BusinessDetails | null> {
      const answer = await get(store, `${details(nino)}/${seg(businessId)}`, v.businessDetails, options);
      if (answer.status === 200) return answer.body as BusinessDetails;
      if (noneFound(answer, NOTHING)) return null;
      return fail(answer);
    },

    /**
     * PUT the quarterly period type for the current tax year (§2.3): only before the year's first
     * quarterly update; HMRC refuses later changes (RULE_BUSINESS_ID_STATE_CONFLICT and others).
     */
    async setQuarterPeriodType(
      store: TokenStore,
      nino: string,
      businessId: string,
      taxYear: string,
      quarterlyPeriodType: QuarterlyPeriodType,
      options: CallOptions,
    ): Promise<ItsaWriteResult> {
      const answer = await userCall(
        store,
        `${details(nino)}/${seg(businessId)}/${seg(taxYear)}`,
        withBody('PUT', { quarterlyPeriodType }),
        options,
        accept(v.businessDetails),
      );
      if (answer.status === 204) return correlation(answer);
      return fail(answer);
    },

    /** GET income and expenditure (quarterly) obligations (§3.1), per business; none when HMRC has none. */
    async incomeAndExpenditureObligations(
      store: TokenStore,
      nino: string,
      q: IncomeAndExpenditureQuery,
      options: CallOptions,
    ): Promise<IncomeAndExpenditureObligations[]> {
      const answer = await get(
        store,
        `/obligations/details/${seg(nino)}/income-and-expenditure${query({ ...q })}`,
        v.obligations,
        options,
      );
      if (answer.status === 200)
        return (answer.body as { obligations?: IncomeAndExpenditureObligations[] }).obligations ?? [];
      if (noneFound(answer, NOTHING)) return [];
      return fail(answer);
    },

    /** GET final declaration (crystallisation) obligations (§3.2); none when HMRC has none. */
    async finalDeclarationObligations(
      store: TokenStore,
      nino: string,
      q: FinalDeclarationQuery,
      options: CallOptions,
    ): Promise<ItsaObligationDetail[]> {
      const answer = await get(
        store,
        `/obligations/details/${seg(nino)}/crystallisation${query({ ...q })}`,
        v.obligations,
        options,
      );
      if (answer.status === 200) return (answer.body as { obligations?: ItsaObligationDetail[] }).obligations ?? [];
      if (noneFound(answer, NOTHING)) return [];
      return fail(answer);
    },

    /**
     * PUT the year-to-date cumulative summary (§4.1): it replaces any earlier one for the tax year,
     * so a repeat of the same body changes nothing. HMRC answers 204 with no body.
     */
    async putCumulativeSummary(
      store: TokenStore,
      nino: string,
      businessId: string,
      taxYear: string,
      body: CumulativeSummaryBody,
      options: CallOptions,
    ): Promise<ItsaWriteResult> {
      const answer = await userCall(
        store,
        selfEmployment(nino, businessId, taxYear),
        withBody('PUT', body),
        options,
        accept(v.selfEmployment),
      );
      if (answer.status === 204) return correlation(answer);
      return fail(answer);
    },

    /** GET the cumulative summary HMRC holds for the tax year (§4.4); null when none was sent. */
    async getCumulativeSummary(
      store: TokenStore,
      nino: string,
      businessId: string,
      taxYear: string,
      options: CallOptions,
    ): Promise<CumulativeSummary | null> {
      const answer = await get(store, selfEmployment(nino, businessId, taxYear), v.selfEmployment, options);
      if (answer.status === 200) return answer.body as CumulativeSummary;
      if (noneFound(answer, NOTHING)) return null;
      return fail(answer);
    },

    /** POST a calculation trigger (§5.1, no body): 202 with the id to retrieve it by. */
    async triggerCalculation(
      store: TokenStore,
      nino: string,
      taxYear: string,
      calculationType: TriggerCalculationType,
      options: CallOptions,
    ): Promise<TriggerCalculationResult> {
      const answer = await userCall(
        store,
        `${calculations(nino, taxYear)}/trigger/${seg(calculationType)}`,
        { method: 'POST' },
        options,
        accept(v.calculations),
      );
      const id = (answer.body as { calculationId?: unknown } | undefined)?.calculationId;
      if (answer.status === 202 && typeof id === 'string') return { calculationId: id, ...correlation(answer) };
      return fail(answer);
    },

    /** GET the tax year's calculations (§5.2), optionally of one type; none when HMRC has none. */
    async listCalculations(
      store: TokenStore,
      nino: string,
      taxYear: string,
      calculationType: ListedCalculationType | undefined,
      options: CallOptions,
    ): Promise<CalculationListItem[]> {
      const answer = await get(
        store,
        calculations(nino, taxYear) + query({ calculationType }),
        v.calculations,
        options,
      );
      if (answer.status === 200) return (answer.body as { calculations?: CalculationListItem[] }).calculations ?? [];
      if (noneFound(answer, NOTHING)) return [];
      return fail(answer);
    },

    /**
     * GET a calculation (§5.3). null while HMRC has not finished it (it answers 404 then, and for
     * an unknown id alike): the caller waits and asks again with back-off.
     */
    async retrieveCalculation(
      store: TokenStore,
      nino: string,
      taxYear: string,
      calculationId: string,
      options: CallOptions,
    ): Promise<Calculation | null> {
      const answer = await get(store, `${calculations(nino, taxYear)}/${seg(calculationId)}`, v.calculations, options);
      if (answer.status === 200) return answer.body as Calculation;
      if (noneFound(answer, NOTHING)) return null;
      return fail(answer);
    },
  };
}

export type ItsaEndpoints = ReturnType<typeof createItsaEndpoints>;
