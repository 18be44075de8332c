import { useMutation } from '../../../lib/use-mutation';
import { useRef, useState } from 'react';
import { useNavigate } from 'react-router';
import { routeTo } from '../../../config/routes';
import { api } from '../../../lib/api-client';
import { toApiError, type ApiError } from '../../../lib/api-error';
import { hmrcReferenceText } from '../../../lib/hmrc-reference';
import { queryClient } from '../../../lib/query-client';
import { forgetIdempotencyKey, idempotencyKeyFor, sessionKeyStore } from '../../../lib/idempotency';
import { updateKeyName } from '../idempotency';
import { itsaKeys } from '../itsa-keys';

export interface SendError {
  message: string;
  /** HMRC refused this app's sign-in or it lacks Income Tax: offer a new HMRC sign-in. */
  relink: boolean;
  /** HMRC already has an update for the period: it can go only as an amendment. */
  amendRequired: boolean;
}

const RELINK_CODES: readonly string[] = ['HMRC_NOT_AUTHORISED', 'HMRC_SIGN_IN_REQUIRED', 'ITSA_RELINK_REQUIRED'];

/** A failed send in words: a refusal naming fields (the 10-day rule) says what each field's message says. */
export function sendErrorOf(e: ApiError): SendError {
  const words =
    e.kind === 'validation' && e.fieldErrors.length > 0 ? e.fieldErrors.map((f) => f.message).join(' ') : e.message;
  const message = e.hmrcReference ? `${words} (${hmrcReferenceText(e.hmrcReference)}.)` : words;
  return { message, relink: RELINK_CODES.includes(e.code ?? ''), amendRequired: e.code === 'ITSA_AMEND_REQUIRED' };
}

export interface SendChoice {
  consolidated: boolean;
  amend: boolean;
}

/**
 * Sending a quarterly update: one request at a time whatever the clicks, under one idempotency key
 * per business, quarter and kind (first update or amendment) until HMRC has it, so a retry after a
 * timeout sends the same key and the server sends to HMRC at most once; then HMRC's calculation.
 */
export function useSendUpdate(input: {
  businessId: string;
  taxYear: string;
  periodEnd: string;
  govTestScenario: string | undefined;
}) {
  const { businessId, taxYear, periodEnd, govTestScenario } = input;
  const navigate = useNavigate();
  const [error, setError] = useState<SendError | null>(null);
  const sending = useRef(false);
  const submit = useMutation({
    mutationFn: (body: SendChoice & { idempotencyKey: string }) =>
      api.call('itsaSubmit', {
        body: { taxYear, periodEnd, declaration: true, ...body },
        query: { govTestScenario },
      }),
    // The screen shows the failure beside Submit, with HMRC's reference: a toast would say it twice.
    meta: { quiet: true },
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: itsaKeys.all }),
  });

  const send = (choice: SendChoice) => {
    if (sending.current) return;
    sending.current = true;
    setError(null);
    const store = sessionKeyStore();
    const name = updateKeyName({ businessId, taxYear, periodEnd, amend: choice.amend });
    submit.mutate(
      { ...choice, idempotencyKey: idempotencyKeyFor(store, name) },
      {
        onSuccess: (submission) => {
          forgetIdempotencyKey(store, name);
          queryClient.setQueryData(itsaKeys.submission(submission.id), submission);
          void navigate(routeTo('IncomeTaxCalculation', { id: submission.id }));
        },
        onError: (failure) => setError(sendErrorOf(toApiError(failure))),
        onSettled: () => {
          sending.current = false;
        },
      },
    );
  };

  return { send, pending: submit.isPending, error, clearError: () => setError(null) };
}
