import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-error';
import { sendErrorOf } from './send-update';

const withCode = (error: ApiError, code: string) => Object.assign(error, { code });

describe('sendErrorOf', () => {
  it("says the 10-day rule in the field's own words, not the generic validation message", () => {
    const e = new ApiError('validation', 'Please correct the errors', 400, [
      { field: 'periodEnd', message: 'HMRC accepts this update from 25/06/2026.' },
    ]);
    expect(sendErrorOf(e)).toEqual({
      message: 'HMRC accepts this update from 25/06/2026.',
      relink: false,
      amendRequired: false,
    });
  });

  it('offers a new HMRC sign-in when the link lacks Income Tax or has ended', () => {
    for (const code of ['ITSA_RELINK_REQUIRED', 'HMRC_SIGN_IN_REQUIRED', 'HMRC_NOT_AUTHORISED'])
      expect(sendErrorOf(withCode(new ApiError('message', 'Sign in again', 400), code)).relink, code).toBe(true);
  });

  it('turns "already sent" into the amendment choice, and keeps HMRC\'s reference with the words', () => {
    const e = withCode(
      new ApiError('message', 'HMRC already has an update for this period.', 409),
      'ITSA_AMEND_REQUIRED',
    );
    expect(sendErrorOf(e).amendRequired).toBe(true);
    const refd = new ApiError('message', 'HMRC refused the update.', 502);
    refd.hmrcReference = { correlationId: 'c-1', at: '2026-08-01T09:05:00Z' };
    expect(sendErrorOf(refd).message).toMatch(/^HMRC refused the update\. \(.*c-1.*\.\)$/);
  });
});
