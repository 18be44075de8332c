import { sanitiseVrnInput, shouldCheckVrn } from '@bk/domain';
import { useState } from 'react';
import { checkVrn } from '../../../lib/queries/check-vrn';

/**
 * SPEC §5 "VRN lookup" on Edit Business: when the typed VAT number is worth checking, ask HMRC
 * and say when HMRC does not know it. Only the answer for what is still typed counts.
 */
export function useVrnCheck(saved: string | null, typed: () => string) {
  const [problem, setProblem] = useState<string | null>(null);
  const run = async () => {
    const vrn = sanitiseVrnInput(typed());
    if (!shouldCheckVrn(vrn, saved)) return setProblem(null);
    const result = await checkVrn(vrn);
    if (sanitiseVrnInput(typed()) !== vrn) return;
    setProblem(
      result && !result.validVrn
        ? 'HMRC does not recognise this VAT number. Check it against your VAT certificate.'
        : null,
    );
  };
  return { problem, clear: () => setProblem(null), run };
}
