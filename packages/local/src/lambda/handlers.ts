import path from 'node:path';
import { access } from 'node:fs/promises';
import { pathToFileURL } from 'node:url';
import type { Context } from 'aws-lambda';
import { FUNCTIONS_DIR } from '../paths';

/** Any Lambda handler: API route groups take a v2 event, jobs a scheduled event. */
export type LambdaHandler = (event: never, context: Context) => Promise<unknown>;

/** Loads a handler by kind and name; tests swap in fakes through this seam. */
export type HandlerLoader = (kind: 'api' | 'job', name: string) => Promise<LambdaHandler>;

/** `functions/<group>/index.ts` or `functions/jobs/<job>/index.ts`. */
export function handlerFile(kind: 'api' | 'job', name: string, functionsDir = FUNCTIONS_DIR): string {
  if (!/^[a-z][a-z0-9-]*$/.test(name)) throw new Error(`Invalid function name "${name}"`);
  return kind === 'api' ? path.join(functionsDir, name, 'index.ts') : path.join(functionsDir, 'jobs', name, 'index.ts');
}

/**
 * Import handlers lazily with dynamic `import()` (tsx runs the TypeScript directly), each once,
 * like a warm Lambda: the first request to a group pays its cold start, and module-level state
 * (SDK clients, parsed config) lives for the process. A failed import is not cached, so a group
 * written while the stack runs is picked up by the next request. Handlers must only be loaded
 * after the stack has set `process.env`.
 */
export function createHandlerLoader(functionsDir = FUNCTIONS_DIR): HandlerLoader {
  const cache = new Map<string, Promise<LambdaHandler>>();
  return (kind, name) => {
    const key = `${kind}:${name}`;
    let pending = cache.get(key);
    if (!pending) {
      const file = handlerFile(kind, name, functionsDir);
      pending = (async () => {
        await access(file).catch(() => {
          throw new Error(`No handler at ${path.relative(process.cwd(), file)}`);
        });
        const mod = (await import(pathToFileURL(file).href)) as { handler?: unknown };
        if (typeof mod.handler !== 'function') throw new Error(`${file} does not export a handler function`);
        return mod.handler as LambdaHandler;
      })();
      pending.catch(() => cache.delete(key));
      cache.set(key, pending);
    }
    return pending;
  };
}

/** The function name a route group or job would have in the `local` stage. */
export function functionName(kind: 'api' | 'job', name: string): string {
  return kind === 'api' ? `bookkeeper-local-${name}` : `bookkeeper-local-job-${name}`;
}
