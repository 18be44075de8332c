/**
 * Add a third-party script to the page once, resolving when it has loaded. Only called when a
 * bot-check provider is switched on, so nothing is fetched in the default (`none`) build.
 */
const loading = new Map<string, Promise<void>>();

export function loadScriptOnce(src: string): Promise<void> {
  const known = loading.get(src);
  if (known) return known;
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    script.crossOrigin = 'anonymous';
    script.addEventListener('load', () => resolve());
    script.addEventListener('error', () => {
      loading.delete(src);
      script.remove();
      reject(new Error(`Could not load ${new URL(src).origin}`));
    });
    document.head.appendChild(script);
  });
  loading.set(src, promise);
  return promise;
}

/** A hidden element for providers that render an (invisible) widget into the page. */
export function hiddenContainer(): HTMLElement {
  const element = document.createElement('div');
  element.className = 'bot-check-widget';
  document.body.appendChild(element);
  return element;
}
