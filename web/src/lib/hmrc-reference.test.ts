import { describe, expect, it } from 'vitest';
import { errorFromResponse } from './api-answers';
import { hmrcReferenceText } from './hmrc-reference';

describe('HMRC references on errors', () => {
  it('keeps the reference and code the server sends with an HMRC error', () => {
    // WHY: the person must be able to quote HMRC's correlation id, with the time, on every HMRC error.
    const error = errorFromResponse(503, {
      message: 'HMRC is not answering at the moment, please try again in a few minutes',
      hmrcReference: { correlationId: 'c75f40a6-a3df-4429-a697-471eeec46435', at: '2026-11-25T14:03:00.000Z' },
    });
    expect(error.message).toBe('HMRC is not answering at the moment, please try again in a few minutes');
    expect(error.hmrcReference).toEqual({
      correlationId: 'c75f40a6-a3df-4429-a697-471eeec46435',
      at: '2026-11-25T14:03:00.000Z',
    });
    expect(errorFromResponse(400, { message: 'x', code: 'HMRC_NOT_AUTHORISED' }).code).toBe('HMRC_NOT_AUTHORISED');
    expect(errorFromResponse(400, { message: 'x' }).hmrcReference).toBeUndefined();
  });

  it('reads as "HMRC reference: … at HH:mm on DD/MM/YYYY" in UK time', () => {
    expect(hmrcReferenceText({ correlationId: 'abc', at: '2026-11-25T14:03:00.000Z' })).toBe(
      'HMRC reference: abc at 14:03 on 25/11/2026',
    );
    // British Summer Time: 13:03 UTC is 14:03 in the UK.
    expect(hmrcReferenceText({ correlationId: 'abc', at: '2026-07-01T13:03:00.000Z' })).toBe(
      'HMRC reference: abc at 14:03 on 01/07/2026',
    );
  });
});
