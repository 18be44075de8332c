import { fileURLToPath } from 'node:url';
import { runnerImport, type Plugin } from 'vite';

/** The module the web app imports the wire table from (declared in web/src/vite-env.d.ts). */
export const ROUTE_WIRE_ID = 'virtual:bk-route-wire';
const RESOLVED_ID = `\0${ROUTE_WIRE_ID}`;

const contractEntry = fileURLToPath(new URL('../packages/contract/src/index.ts', import.meta.url));

interface WireSpec {
  method: string;
  path: string;
  access: string;
  static?: true;
  text?: true;
}

/**
 * What the API client needs to send a call (method, path, access, static, text) for every route
 * of the contract, read from the contract at build time (decision 0059). Sending a call then needs
 * none of the contract's zod schemas: they download beside the first call and are awaited only to
 * read its answer, so zod is not on the first screen's critical path. One source still: the
 * table is the contract's own, rebuilt with every build (and on a dev server's restart).
 */
export function routeWirePlugin(): Plugin {
  return {
    name: 'bk-route-wire',
    resolveId(id) {
      return id === ROUTE_WIRE_ID ? RESOLVED_ID : undefined;
    },
    async load(id) {
      if (id !== RESOLVED_ID) return undefined;
      const { module } = await runnerImport<{ routes: Record<string, WireSpec> }>(contractEntry, {
        configFile: false,
        logLevel: 'error',
      });
      const wire: Record<string, WireSpec> = {};
      for (const [name, spec] of Object.entries(module.routes)) {
        wire[name] = {
          method: spec.method,
          path: spec.path,
          access: spec.access,
          ...(spec.static ? { static: true as const } : {}),
          ...(spec.text ? { text: true as const } : {}),
        };
      }
      return `export const routeWire = ${JSON.stringify(wire)};\n`;
    },
  };
}
