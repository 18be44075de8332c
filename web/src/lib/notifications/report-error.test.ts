import { MESSAGES } from '@bk/domain';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-error';
import { clearFieldErrors } from './field-errors-store';
import { notify } from './notification-store';
import { reportError } from './report-error';
import { registerShownFields, shownFieldLabel } from './shown-fields';

vi.mock('./notification-store', () => ({ notify: vi.fn() }));

function validation(...errors: { field: string; message: string }[]) {
  return new ApiError('validation', MESSAGES.validation, 400, errors);
}

afterEach(() => {
  vi.mocked(notify).mockClear();
  clearFieldErrors();
});

describe('shown fields', () => {
  it('knows a field while a form registers it, by its label, and forgets it after', () => {
    const release = registerShownFields({ currentPassword: 'Current password' });
    expect(shownFieldLabel('currentPassword')).toBe('Current password');
    release();
    expect(shownFieldLabel('currentPassword')).toBeNull();
  });

  it('keeps a field two forms share until both have gone', () => {
    const first = registerShownFields({ email: 'Email' });
    const second = registerShownFields({ email: 'Your email' });
    first();
    expect(shownFieldLabel('email')).toBe('Your email');
    second();
    expect(shownFieldLabel('email')).toBeNull();
  });
});

describe('reportError: one channel for each error', () => {
  it('sends no toast when every field error is on a field the screen shows', () => {
    const release = registerShownFields({ currentPassword: 'Current password' });
    reportError(validation({ field: 'currentPassword', message: 'Current password is incorrect' }));
    expect(notify).not.toHaveBeenCalled();
    release();
  });

  it('toasts only the errors no shown field holds, named in words', () => {
    const release = registerShownFields({ name: 'Name' });
    reportError(
      validation(
        { field: 'name', message: 'Field cannot be blank' },
        { field: 'businessId', message: 'Field is required' },
      ),
    );
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: MESSAGES.validation,
      details: ['Business id is required'],
    });
    release();
  });

  it('toasts an error that belongs to no field as it is, and nothing for a 401', () => {
    reportError(new ApiError('message', 'HMRC is not available', 503));
    expect(notify).toHaveBeenCalledExactlyOnceWith({ type: 'error', message: 'HMRC is not available' });
    vi.mocked(notify).mockClear();
    reportError(new ApiError('unauthenticated', MESSAGES.unauthenticated, 401));
    expect(notify).not.toHaveBeenCalled();
  });

  it("adds HMRC's reference, kept until dismissed, and offers a new HMRC sign-in when HMRC refused the VRN", () => {
    // WHY: HMRC errors were shown without the correlation id the person needs to quote to HMRC.
    const down = new ApiError('message', 'HMRC is not answering', 503);
    down.hmrcReference = { correlationId: 'abc', at: '2026-11-25T14:03:00.000Z' };
    reportError(down);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: 'HMRC is not answering',
      details: ['HMRC reference: abc at 14:03 on 25/11/2026'],
      timeout: 0,
    });
    vi.mocked(notify).mockClear();
    const refused = new ApiError('message', 'The Government Gateway user …', 400);
    refused.code = 'HMRC_NOT_AUTHORISED';
    reportError(refused);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: 'The Government Gateway user …',
      link: { label: 'Sign in to HMRC again', to: '/hmrc/login' },
      timeout: 0,
    });
  });

  it('shows the reference of an HMRC refusal even when every field error sits on a shown field', () => {
    const release = registerShownFields({ vatDueSales: 'Box 1' });
    const refused = validation({ field: 'vatDueSales', message: 'HMRC says box 1 …' });
    refused.hmrcReference = { correlationId: 'abc', at: '2026-11-25T14:03:00.000Z' };
    reportError(refused);
    expect(notify).toHaveBeenCalledExactlyOnceWith({
      type: 'error',
      message: MESSAGES.validation,
      details: ['HMRC reference: abc at 14:03 on 25/11/2026'],
      timeout: 0,
    });
    release();
  });
});
