/**
 * The version of the web build now deployed, read from version.json with a cache-busting query
 * (SPEC §7 "Banner and misc"). Not sent through the API client: it is a static file of the
 * build, needs no token, and a failure is simply ignored (SPEC §4 Version check). The contract is
 * fetched when first asked, not with the first screen (decision 0059).
 */
export async function getDeployedVersion(now = Date.now()): Promise<string | null> {
  try {
    const response = await fetch(`${import.meta.env.BASE_URL}version.json?t=${now}`, { cache: 'no-store' });
    if (!response.ok) return null;
    const [{ routes }, body] = await Promise.all([import('@bk/contract'), response.json() as Promise<unknown>]);
    const parsed = routes.version.response.safeParse(body);
    return parsed.success ? parsed.data.version : null;
  } catch {
    return null;
  }
}
