/** A handler as a module of handlers exports it (its input and context types are the route's). */
type AnyHandler = (input: never, ctx: never) => Promise<unknown>;

/**
 * The handlers a module exports, loaded on the first call of one of them. In the deployed code
 * `load`'s `import()` is a chunk of its own (decision 0058, third part), so a cold start loads
 * only the middleware chain and the group's schemas, and each call loads the code of its own
 * routes: the S3 client of an import, pdfkit's drawing code, the Lambda client of a deletion.
 * `names` lists the module's routes (the chain answers 501 to a route it does not know of); its
 * type holds it to exactly the module's keys. A failed load is tried again on the next call.
 *
 * @example
 * ...lazyHandlers(() => import('./exports/export-contacts').then((m) => m.contactExportHandlers), {
 *   contactExport: true,
 * }),
 */
export function lazyHandlers<M extends Record<string, AnyHandler>>(
  load: () => Promise<M>,
  names: Readonly<Record<keyof M, true>>,
): M {
  let loading: Promise<M> | undefined;
  const loaded = (): Promise<M> =>
    (loading ??= load().catch((err: unknown) => {
      loading = undefined;
      throw err;
    }));
  const handlers: Record<string, (input: unknown, ctx: unknown) => Promise<unknown>> = {};
  for (const name of Object.keys(names))
    handlers[name] = async (input, ctx) => {
      const handler = (await loaded())[name] as ((input: unknown, ctx: unknown) => Promise<unknown>) | undefined;
      if (!handler) throw new Error(`${name} is listed but its module exports no such handler`);
      return handler(input, ctx);
    };
  // The keys are exactly M's (the type of `names`) and each calls M's handler of that name.
  return handlers as unknown as M;
}
