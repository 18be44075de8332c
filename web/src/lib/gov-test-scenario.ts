import { useSearchParams } from 'react-router';

/** `govTestScenario` from the page's own query string, passed through to HMRC (SPEC §2). */
export function useGovTestScenario(): string | undefined {
  const [search] = useSearchParams();
  const value = search.get('govTestScenario')?.trim();
  return value ? value.slice(0, 100) : undefined;
}
