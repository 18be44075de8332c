import { HmrcApiError, HmrcOAuthError, HmrcReauthoriseError, HmrcUnavailableError } from '@bk/hmrc';
import type { FieldError } from '@bk/contract';
import { HMRC_CHECK_MESSAGES, MESSAGES } from '@bk/domain';
import { AppError } from '../shared/errors';
import { logger } from '../shared/logger';
import { hmrcFieldErrorsAsFields, HMRC_FIELD_MESSAGES } from './error-fields';
import { HmrcNotConfiguredError } from './service';

/** The `code` of a refusal because the HMRC sign-in cannot act for the VRN: the web offers to sign in again. */
export const HMRC_NOT_AUTHORISED = 'HMRC_NOT_AUTHORISED';

/** SPEC §8 and the product's words for what HMRC said (docs/hmrc.md "Errors"). */
export const HMRC_MESSAGES = {
  invalidCredentials: 'Invalid credentials',
  unavailable: 'HMRC is not answering at the moment, please try again in a few minutes',
  notConfigured: 'The connection to HMRC is not set up here yet, please contact support',
  notLinked: 'Sign in to HMRC to continue',
  vatDisabled: 'VAT is not switched on for this business. Switch it on in the business settings first',
  vrnNotConfirmed: 'Save your VAT registration number to continue',
  stateMismatch: 'The answer from HMRC did not match your sign-in request. Please sign in to HMRC again',
  codeRefused: 'HMRC did not accept the sign-in, it may have taken too long. Please sign in to HMRC again',
  insolvent: 'HMRC says this business is insolvent, so its VAT records cannot be shown here',
  notAuthorised: (vrn: string) =>
    `The Government Gateway user signed in to HMRC is not authorised for VAT number ${vrn}. Sign in to HMRC again with the Government Gateway user that holds this VAT number, or check the VAT number`,
  vrnInvalid: 'HMRC did not accept the VAT registration number, please check it and save it again',
  testScenario: 'The Gov-Test-Scenario was not found',
  dateRange: MESSAGES.dateRangeYear,
  dateOrder: MESSAGES.dateOrder,
  dateFrom: HMRC_CHECK_MESSAGES.fromTooEarly,
  dateTo: HMRC_CHECK_MESSAGES.toAfterToday,
  tooOld: 'HMRC keeps VAT records for the last four years only, please choose a later Date from',
  chargeReference: 'Failed to retrieve financial details for penalty. Penalty does not have a charge reference.',
  noFinancialDetails: 'HMRC has no financial details for this penalty',
  noOpenObligation: 'No open obligation found',
  duplicate: 'HMRC already has a VAT return for this period',
  periodNotEnded: 'Obligation is not open, please select an open obligation from the list',
  periodNotEndedUndated:
    'HMRC says this VAT period has not ended yet, so its return cannot be filed until after its end date.',
  chargeReferenceFormat: HMRC_CHECK_MESSAGES.chargeReference,
} as const;

/**
 * HMRC wants a new sign-in: SPEC §4 "VAT gating" / §8 (the web clears the tax authority details
 * and shows 'Invalid credentials', then HmrcLogin). `code` lets a client tell it apart.
 */
export class HmrcSignInRequiredError extends AppError {
  readonly code = 'HMRC_SIGN_IN_REQUIRED';
  constructor() {
    super(400, HMRC_MESSAGES.invalidCredentials);
  }
  override toJSON() {
    return { ...super.toJSON(), code: this.code };
  }
}

/** HMRC's `X-CorrelationId` of an answer and when it came, for the person to quote to HMRC. */
export interface HmrcReference {
  correlationId: string;
  /** ISO instant. */
  at: string;
}

/** The reference of an answer with a correlation id; null without one (HMRC's gateway sends none). */
export function hmrcReference(correlationId: string | null | undefined, at: Date = new Date()): HmrcReference | null {
  return correlationId ? { correlationId, at: at.toISOString() } : null;
}

/**
 * What the person sees about an HMRC answer (SPEC §8 shapes), carrying HMRC's reference when the
 * answer had one, and a `code` when the web offers something to do about it.
 */
export class HmrcAnswerError extends AppError {
  readonly code: string | null;
  constructor(
    status: number,
    message: string,
    readonly reference: HmrcReference | null,
    options: { errors?: FieldError[]; cause?: unknown; expose?: boolean; code?: string } = {},
  ) {
    super(status, message, options);
    this.code = options.code ?? null;
  }
  override toJSON() {
    return {
      ...super.toJSON(),
      ...(this.code ? { code: this.code } : {}),
      ...(this.reference ? { hmrcReference: this.reference } : {}),
    };
  }
}

/** HMRC could not be reached or failed: a 503 whose message is shown (not the generic 500). */
export class HmrcUnavailableAppError extends HmrcAnswerError {
  constructor(cause?: unknown, reference: HmrcReference | null = null, message: string = HMRC_MESSAGES.unavailable) {
    super(503, message, reference, { cause, expose: true });
  }
}

/** Field errors for HMRC's date-parameter codes (reference README §4.1, §4.4). */
const DATE_FIELD_ERRORS: Record<string, { field: string; message: string }> = {
  INVALID_DATE_FROM: { field: 'from', message: HMRC_MESSAGES.dateFrom },
  DATE_FROM_INVALID: { field: 'from', message: HMRC_MESSAGES.dateFrom },
  INVALID_DATE_TO: { field: 'to', message: HMRC_MESSAGES.dateTo },
  DATE_TO_INVALID: { field: 'to', message: HMRC_MESSAGES.dateTo },
  INVALID_DATE_RANGE: { field: 'from', message: HMRC_MESSAGES.dateRange },
  DATE_RANGE_INVALID: { field: 'from', message: HMRC_MESSAGES.dateRange },
  MISSING_DATE_RANGE: { field: 'from', message: HMRC_MESSAGES.dateFrom },
};

/** What the caller knows that makes HMRC's answer clearer. */
export interface HmrcErrorContext {
  /** The business's VRN (the not-authorised message names it). */
  vrn?: string | null;
  /** The end of the period being filed (TAX_PERIOD_NOT_ENDED says when it ends). */
  periodEnd?: string | null;
  /** When the answer came. @default now */
  at?: Date;
}

/**
 * Any error from the HMRC client as the product's error (SPEC §8), with HMRC's reference when its
 * answer had one. Every failure is logged with its codes and correlation id (never tokens);
 * unknown HMRC answers become the generic message.
 */
export function fromHmrcError(err: unknown, context: HmrcErrorContext | string | null = null): unknown {
  const c: HmrcErrorContext = typeof context === 'string' || context === null ? { vrn: context } : context;
  const at = c.at ?? new Date();
  if (err instanceof HmrcReauthoriseError) return new HmrcSignInRequiredError();
  if (err instanceof HmrcNotConfiguredError) {
    logger().error('HMRC not configured', { error: err.message });
    return new AppError(501, HMRC_MESSAGES.notConfigured);
  }
  if (err instanceof HmrcUnavailableError) {
    logger().warn('HMRC unavailable', { reason: err.reason, status: err.status, correlationId: err.correlationId });
    return new HmrcUnavailableAppError(err, hmrcReference(err.correlationId, at));
  }
  if (err instanceof HmrcOAuthError) {
    logger().warn('HMRC token endpoint refused', {
      status: err.status,
      error: err.error,
      grantType: err.grantType,
      correlationId: err.correlationId,
    });
    // Only a sign-in's code is the user's to redo. Our client id or secret being wrong (401), or a
    // refused refresh other than invalid_grant (which the client turns into a sign-in request), is
    // ours to fix; the HMRC link stays.
    const ours = err.status === 401 || err.grantType === 'refresh_token' || err.grantType === 'client_credentials';
    const reference = hmrcReference(err.correlationId, at);
    return ours
      ? new HmrcUnavailableAppError(err, reference)
      : new HmrcAnswerError(400, HMRC_MESSAGES.codeRefused, reference);
  }
  if (!(err instanceof HmrcApiError)) return err;
  logger().warn('HMRC refused', { status: err.status, codes: err.codes, correlationId: err.correlationId });
  return apiErrorAsShown(err, c, hmrcReference(err.correlationId, at));
}

/** An HMRC refusal in the product's words: on the fields it names, or one sentence. */
function apiErrorAsShown(err: HmrcApiError, c: HmrcErrorContext, reference: HmrcReference | null): AppError {
  const has = (code: string) => err.has(code);
  const shown = (status: number, message: string, code?: string) =>
    new HmrcAnswerError(status, message, reference, code ? { code } : {});
  const fields = (errors: FieldError[]) => new HmrcAnswerError(400, MESSAGES.validation, reference, { errors });
  const dateErrors = err.codes.flatMap((code) => DATE_FIELD_ERRORS[code] ?? []);
  if (dateErrors.length > 0) return fields(dedupe(dateErrors));
  if (has('INVALID_SCOPE') || has('INVALID_CREDENTIALS') || has('MISSING_CREDENTIALS'))
    return new HmrcSignInRequiredError();
  if (has('RULE_INSOLVENT_TRADER')) return shown(400, HMRC_MESSAGES.insolvent);
  if (has('CLIENT_OR_AGENT_NOT_AUTHORISED') || has('RESOURCE_FORBIDDEN'))
    return shown(400, HMRC_MESSAGES.notAuthorised(c.vrn ?? ''), HMRC_NOT_AUTHORISED);
  if (has('VRN_INVALID')) return shown(400, HMRC_MESSAGES.vrnInvalid);
  if (has('RULE_INCORRECT_GOV_TEST_SCENARIO')) return shown(400, HMRC_MESSAGES.testScenario);
  if (has('DATE_RANGE_TOO_LARGE')) return shown(400, HMRC_MESSAGES.tooOld);
  if (has('CHARGE_REFERENCE_INVALID'))
    return fields([{ field: 'penaltyChargeReference', message: HMRC_MESSAGES.chargeReference }]);
  if (has('MATCHING_RESOURCE_NOT_FOUND')) return shown(404, HMRC_MESSAGES.noFinancialDetails);
  if (has('DUPLICATE_SUBMISSION')) return shown(409, HMRC_MESSAGES.duplicate);
  if (has('TAX_PERIOD_NOT_ENDED'))
    return shown(
      400,
      c.periodEnd ? HMRC_CHECK_MESSAGES.periodNotEnded(c.periodEnd) : HMRC_MESSAGES.periodNotEndedUndated,
    );
  if (has('NOT_FINALISED')) return fields([{ field: 'declaration', message: HMRC_FIELD_MESSAGES.declaration }]);
  const boxes = hmrcFieldErrorsAsFields(err.fieldErrors);
  if (boxes.length > 0) return fields(boxes);
  if (has('PERIOD_KEY_INVALID')) return shown(400, HMRC_FIELD_MESSAGES.periodKey);
  if (has('INVALID_REQUEST')) return shown(400, HMRC_FIELD_MESSAGES.payload);
  return shown(400, MESSAGES.unknown);
}

function dedupe(errors: { field: string; message: string }[]) {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
