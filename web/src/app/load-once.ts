/**
 * A screen's code is fetched once and shared by every later visit; a failed download (offline,
 * or a release replaced the file) is forgotten so the next visit tries again.
 */
export function loadOnce<T>(load: () => Promise<T>): () => Promise<T> {
  let loading: Promise<T> | undefined;
  return () =>
    (loading ??= load().catch((error: unknown) => {
      loading = undefined;
      throw error;
    }));
}
