import { AFFILIATE_SLUG_TAKEN, AffiliateSlug } from '@bk/contract';
import { useDebouncedValue } from '@mantine/hooks';
import { useEffect, useState } from 'react';
import { slugAvailable } from '../api/affiliate-mutations';

/** How long after the last key the address is looked up. */
const SLUG_CHECK_DEBOUNCE_MS = 500;

/**
 * SPEC §5 "availability checked": once the typing pauses on a well-formed address, ask whether
 * another profile has it. Answers the message to show on the field, or null; a failed check says
 * nothing (the submit is checked again by the server, which has the last word).
 */
export function useSlugCheck(slug: string): { taken: string | null; checking: boolean } {
  const [debounced] = useDebouncedValue(slug.trim(), SLUG_CHECK_DEBOUNCE_MS);
  const [result, setResult] = useState<{ slug: string; available: boolean } | null>(null);
  const wellFormed = AffiliateSlug.safeParse(debounced).success;

  useEffect(() => {
    if (!wellFormed) return;
    const controller = new AbortController();
    slugAvailable(debounced, controller.signal)
      .then((available) => setResult({ slug: debounced, available }))
      .catch(() => undefined);
    return () => controller.abort();
  }, [debounced, wellFormed]);

  const current = result !== null && result.slug === slug.trim() ? result : null;
  return {
    taken: current !== null && !current.available ? AFFILIATE_SLUG_TAKEN : null,
    checking: wellFormed && slug.trim() === debounced && current === null,
  };
}
