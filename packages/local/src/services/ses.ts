import { createRequire } from 'node:module';
import type { Server } from 'node:http';
import { closeServer, LOOPBACK } from './ports';

export interface RunningSes {
  endpoint: string;
  stop(): Promise<void>;
}

type StartSesServer = (config?: { host?: string; port?: number }) => Promise<Server>;

/**
 * aws-ses-v2-local is CommonJS with `exports.default`; an ESM default import yields the exports
 * object ("sesServer is not a function", STACK-NOTES step 4), so load it with `require`.
 */
function loadSesServer(): StartSesServer {
  const require = createRequire(import.meta.url);
  const mod = require('aws-ses-v2-local') as { default?: StartSesServer } & StartSesServer;
  return mod.default ?? mod;
}

/**
 * Start the SES v2 mail sink in-process on loopback. Mail sent to it is kept in memory and read
 * back with `GET /store`; {@link MailStore} adds persistence and the `/_local/mail` pages.
 * The sink starts empty (`/clear-store`), because its store is module-level and would otherwise
 * carry mail from an earlier stack in the same process.
 */
export async function startSes(options: { port: number }): Promise<RunningSes> {
  const server = await loadSesServer()({ host: LOOPBACK, port: options.port });
  // express passes listen errors to the callback, which the sink ignores: check ourselves.
  if (!server.listening) throw new Error(`SES mail sink could not listen on ${LOOPBACK}:${options.port}`);
  const endpoint = `http://${LOOPBACK}:${options.port}`;
  await fetch(`${endpoint}/clear-store`, { method: 'POST' });
  return { endpoint, stop: () => closeServer(server) };
}
