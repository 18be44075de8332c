/**
 * Runs `task` once the browser is idle (a timer where there is no `requestIdleCallback`), for
 * downloads a screen will want soon but not before it shows (decision 0059). Answers a cancel.
 */
export function whenIdle(task: () => void, timeoutMs = 2000): () => void {
  if (typeof window.requestIdleCallback === 'function') {
    const id = window.requestIdleCallback(task, { timeout: timeoutMs });
    return () => window.cancelIdleCallback(id);
  }
  const id = window.setTimeout(task, Math.min(timeoutMs, 500));
  return () => window.clearTimeout(id);
}
