import { HmrcApiError, HmrcOAuthError, HmrcReauthoriseError, HmrcUnavailableError } from '@bk/hmrc';
import { MESSAGES } from '@bk/domain';
import { AppError, BadRequestError, ConflictError, NotFoundError, ValidationError } from '../shared/errors';
import { logger } from '../shared/logger';
import { HmrcNotConfiguredError } from './service';

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
    `HMRC says the HMRC account you signed in with cannot act for VAT number ${vrn}. Check the VAT number, or sign in to HMRC with the account that holds it`,
  vrnInvalid: 'HMRC did not accept the VAT registration number, please check it and save it again',
  testScenario: 'The Gov-Test-Scenario was not found',
  dateRange: MESSAGES.dateRangeYear,
  dateOrder: MESSAGES.dateOrder,
  dateFrom: 'Date from must be a valid date on or after 06/04/2016',
  dateTo: 'Date to cannot be after today',
  tooOld: 'HMRC keeps VAT records for the last four years only, please choose a later Date from',
  chargeReference: 'Failed to retrieve financial details for penalty. Penalty does not have a charge reference.',
  noFinancialDetails: 'HMRC has no financial details for this penalty',
  noOpenObligation: 'No open obligation found',
  duplicate: 'HMRC already has a VAT return for this period',
  periodNotEnded: 'Obligation is not open, please select an open obligation from the list',
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

/**
 * HMRC could not be reached or failed: a 503 whose message is shown (not the generic 500), with
 * HMRC's correlation id when its answer had one, for the user to quote to support and support to HMRC.
 */
export class HmrcUnavailableAppError extends AppError {
  readonly correlationId: string | null;
  constructor(cause?: unknown, correlationId: string | null = null) {
    super(
      503,
      correlationId ? `${HMRC_MESSAGES.unavailable} (HMRC correlation id ${correlationId})` : HMRC_MESSAGES.unavailable,
      { cause, expose: true },
    );
    this.correlationId = correlationId;
  }
  override toJSON() {
    return this.correlationId ? { ...super.toJSON(), correlationId: this.correlationId } : super.toJSON();
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

/**
 * Any error from the HMRC client as the product's error (SPEC §8). Unknown HMRC answers are
 * logged with their codes and correlation id (never tokens) and become the generic message.
 */
export function fromHmrcError(err: unknown, vrn: string | null = null): unknown {
  if (err instanceof HmrcReauthoriseError) return new HmrcSignInRequiredError();
  if (err instanceof HmrcNotConfiguredError) {
    logger().error('HMRC not configured', { error: err.message });
    return new AppError(501, HMRC_MESSAGES.notConfigured);
  }
  if (err instanceof HmrcUnavailableError) {
    logger().warn('HMRC unavailable', { reason: err.reason, status: err.status, correlationId: err.correlationId });
    return new HmrcUnavailableAppError(err, err.correlationId);
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
    return ours ? new HmrcUnavailableAppError(err, err.correlationId) : new BadRequestError(HMRC_MESSAGES.codeRefused);
  }
  if (!(err instanceof HmrcApiError)) return err;
  logger().warn('HMRC refused', { status: err.status, codes: err.codes, correlationId: err.correlationId });
  const dateErrors = err.codes.flatMap((code) => DATE_FIELD_ERRORS[code] ?? []);
  if (dateErrors.length > 0) return new ValidationError(dedupe(dateErrors));
  const has = (code: string) => err.has(code);
  if (has('INVALID_SCOPE') || has('INVALID_CREDENTIALS') || has('MISSING_CREDENTIALS'))
    return new HmrcSignInRequiredError();
  if (has('RULE_INSOLVENT_TRADER')) return new BadRequestError(HMRC_MESSAGES.insolvent);
  if (has('CLIENT_OR_AGENT_NOT_AUTHORISED')) return new BadRequestError(HMRC_MESSAGES.notAuthorised(vrn ?? ''));
  if (has('VRN_INVALID')) return new BadRequestError(HMRC_MESSAGES.vrnInvalid);
  if (has('RULE_INCORRECT_GOV_TEST_SCENARIO')) return new BadRequestError(HMRC_MESSAGES.testScenario);
  if (has('DATE_RANGE_TOO_LARGE')) return new BadRequestError(HMRC_MESSAGES.tooOld);
  if (has('CHARGE_REFERENCE_INVALID'))
    return new ValidationError([{ field: 'penaltyChargeReference', message: HMRC_MESSAGES.chargeReference }]);
  if (has('MATCHING_RESOURCE_NOT_FOUND')) return new NotFoundError(HMRC_MESSAGES.noFinancialDetails);
  if (has('DUPLICATE_SUBMISSION')) return new ConflictError(HMRC_MESSAGES.duplicate);
  if (has('TAX_PERIOD_NOT_ENDED')) return new BadRequestError(HMRC_MESSAGES.periodNotEnded);
  if (err.status === 403 && has('RESOURCE_FORBIDDEN')) return new HmrcUnavailableAppError(err);
  return new BadRequestError(MESSAGES.unknown);
}

function dedupe(errors: { field: string; message: string }[]) {
  const seen = new Set<string>();
  return errors.filter((e) => !seen.has(e.field) && seen.add(e.field));
}
