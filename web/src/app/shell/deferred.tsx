import { useEffect, useState, type ReactNode } from 'react';

/**
 * A part of the shell fetched only when it is first wanted (decision 0059), rendering nothing
 * until its code has arrived; `load` answers how to render the part once it has. Loaded in an
 * effect rather than with React.lazy: a suspending shell part mounted by the same update as a
 * sign-in's navigation held that navigation back (the browser journey of Sign in caught it).
 */
export function useDeferred(load: () => Promise<() => ReactNode>, wanted: boolean): (() => ReactNode) | null {
  const [render, setRender] = useState<(() => ReactNode) | null>(null);
  useEffect(() => {
    if (!wanted || render !== null) return;
    let live = true;
    load().then(
      (loaded) => {
        if (live) setRender(() => loaded);
      },
      // The next time it is wanted (a later render) the download is tried again.
      () => undefined,
    );
    return () => {
      live = false;
    };
  }, [wanted, render, load]);
  return render;
}
