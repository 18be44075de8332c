import { sanitiseVrnInput, shouldCheckVrn } from '@bk/domain';
import { useState } from 'react';
import { checkVrn } from '../../../lib/queries/check-vrn';

/** What HMRC said of a contact's VAT number: known (with its registered name and address), or unknown. */
export type VrnCheckResult = { kind: 'valid'; registered: string | null } | { kind: 'invalid' } | null;

/**
 * SPEC §5 "VRN lookup" on a contact: a typed number that is all digits, 9 or more long and not the
 * saved one is checked with HMRC. The check is advice: it never stands in the way of saving, and
 * only the answer for what is still typed counts.
 */
export function useContactVrnCheck(saved: string | null, typed: () => string) {
  const [result, setResult] = useState<VrnCheckResult>(null);
  const run = async () => {
    const vrn = sanitiseVrnInput(typed());
    if (!shouldCheckVrn(vrn, saved)) return setResult(null);
    const answer = await checkVrn(vrn);
    if (sanitiseVrnInput(typed()) !== vrn) return;
    if (!answer) return setResult(null);
    const registered = [answer.name, answer.address?.line1, answer.address?.postcode].filter(Boolean).join(', ');
    setResult(answer.validVrn ? { kind: 'valid', registered: registered || null } : { kind: 'invalid' });
  };
  return { result, clear: () => setResult(null), run };
}
