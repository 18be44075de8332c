import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeTo } from '../../../config/routes';
import { toApiError } from '../../../lib/api-error';
import { hmrcReferenceText } from '../../../lib/hmrc-reference';
import { setFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useSubmitVatReturn } from '../api/submit-vat-return';
import { forgetIdempotencyKey, idempotencyKeyFor, sessionKeyStore } from '../../../lib/idempotency';
import { returnKeyName } from '../idempotency';
import { backToObligations } from '../navigation';
import { OBLIGATION_MESSAGES, type VatObligation } from '../period';
import type { ReturnForm } from '../return-form';
import { submissionOf } from '../submission';

/**
 * Filing the return (SPEC §4 submission flow, decision 0015): one filing at a time whatever the
 * clicks, under one idempotency key per business and period until HMRC has the return; then the
 * receipt. A period no longer open goes back to the obligations; any other error stays on the review.
 */
export function useFileReturn(input: {
  businessId: string;
  period: VatObligation;
  govTestScenario: string | undefined;
}) {
  const { businessId, period, govTestScenario } = input;
  const navigate = useNavigate();
  const submit = useSubmitVatReturn();
  const [error, setError] = useState<string | null>(null);
  // HMRC refused the sign-in for this VRN: the dialog offers a new HMRC sign-in.
  const [relink, setRelink] = useState(false);
  const submitting = useRef(false);

  const fileReturn = (form: ReturnForm) => {
    if (submitting.current) return;
    submitting.current = true;
    setError(null);
    setRelink(false);
    const store = sessionKeyStore();
    const name = returnKeyName(businessId, period.periodKey);
    const key = idempotencyKeyFor(store, name);
    submit.mutate(
      { periodKey: period.periodKey, body: submissionOf(form, period, key), govTestScenario },
      {
        onSuccess: ({ receiptId }) => {
          forgetIdempotencyKey(store, name);
          void navigate(routeTo('HmrcVatReturnReceipt', { id: receiptId }));
        },
        onError: (failure) => {
          const error = toApiError(failure);
          const message = error.message;
          if (message === OBLIGATION_MESSAGES.notOpen || message === OBLIGATION_MESSAGES.noneOpen) {
            backToObligations(navigate, message);
            return;
          }
          // HMRC's refusals that name a box are marked on that box.
          if (error.kind === 'validation') setFieldErrors(error.fieldErrors);
          setRelink(error.code === 'HMRC_NOT_AUTHORISED');
          // HMRC's reference goes with its error, for the person to quote to HMRC.
          setError(error.hmrcReference ? `${message} (${hmrcReferenceText(error.hmrcReference)}.)` : message);
        },
        onSettled: () => {
          submitting.current = false;
        },
      },
    );
  };

  return { fileReturn, pending: submit.isPending, error, relink, clearError: () => setError(null) };
}
