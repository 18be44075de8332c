/**
 * The VAT service's error bodies, verbatim from the reference (§3.3, §4). Four shapes: simple
 * `{code, message}`, wrapped INVALID_REQUEST, wrapped BUSINESS_ERROR, and the legacy
 * `{statusCode, message}` of query-parameter validation (as the code emits, not as the OAS shows).
 */
export interface ErrorItem {
  code: string;
  message: string;
  path?: string;
}

export interface VatError {
  status: number;
  body: unknown;
}

const simple = (status: number, code: string, message: string): VatError => ({ status, body: { code, message } });

export const legacy = (message: string): VatError => ({ status: 400, body: { statusCode: 400, message } });

export const invalidRequest = (errors: ErrorItem[]): VatError => ({
  status: 400,
  body: { code: 'INVALID_REQUEST', message: 'Invalid request', errors },
});

export const businessError = (status: number, errors: ErrorItem[]): VatError => ({
  status,
  body: { code: 'BUSINESS_ERROR', message: 'Business validation error', errors },
});

export const VAT_ERRORS = {
  vrnInvalid: simple(400, 'VRN_INVALID', 'The provided VRN is invalid'),
  notAuthorised: simple(403, 'CLIENT_OR_AGENT_NOT_AUTHORISED', 'The client and/or agent is not authorised.'),
  incorrectScenario: simple(400, 'RULE_INCORRECT_GOV_TEST_SCENARIO', 'The Gov-Test-Scenario was not found'),
  insolventTrader: simple(
    403,
    'RULE_INSOLVENT_TRADER',
    'The remote endpoint has indicated that the Trader is insolvent',
  ),
  notFound: simple(404, 'NOT_FOUND', 'The remote endpoint has indicated that no data can be found'),
  periodKeyInvalid: simple(400, 'PERIOD_KEY_INVALID', 'Invalid period key'),
  invalidPayload: simple(400, 'INVALID_REQUEST', 'Invalid request'),
  taxPeriodNotEnded: simple(
    403,
    'TAX_PERIOD_NOT_ENDED',
    'The remote endpoint has indicated that the submission is for a tax period that has not ended',
  ),
  duplicateSubmission: businessError(403, [
    { code: 'DUPLICATE_SUBMISSION', message: 'The VAT return was already submitted for the given period.' },
  ]),
  dateRangeTooLarge: businessError(403, [
    {
      code: 'DATE_RANGE_TOO_LARGE',
      message: 'The date of the requested return cannot be further than four years from the current date.',
    },
  ]),
  chargeReferenceInvalid: simple(400, 'CHARGE_REFERENCE_INVALID', 'The provided chargeReference is invalid'),
  internal: simple(500, 'INTERNAL_SERVER_ERROR', 'An internal server error occurred'),
  customerInfoNotFound: simple(404, 'NOT_FOUND', 'The requested resource could not be found'),
} as const;
