/**
 * `npm run dev`: the stand-ins in this process, the API in a child process that restarts on
 * change (dev-api.ts under `tsx watch`), and the Vite dev server on PORT (default 3000) with hot
 * reload, proxying `/api` and `/_local` to the API. Ctrl-C stops all of it.
 */
import path from 'node:path';
import { createServer, type Plugin, type ViteDevServer } from 'vite';
import { DEFAULT_BUCKET, DEFAULT_TABLE_NAME } from '../env';
import { createStackLogger } from '../log';
import { DEFAULT_DATA_DIR, REPO_ROOT } from '../paths';
import { spawnGuarded, type GuardedChild } from '../services/child';
import { freePorts, LOOPBACK, waitUntil } from '../services/ports';
import { startServices, stopAll, type RunningServices } from '../services/start';
import { DEV_CONFIG_VAR, type DevChildConfig } from './dev-config';
import { failStart, portFromEnv, stopOnSignals } from './shutdown';

/** `/` -> `/app/`, as the gateway does in `npm start` (Vite would show a "did you mean" page). */
const rootRedirect: Plugin = {
  name: 'bk-local-root-redirect',
  configureServer(server) {
    server.middlewares.use((req, res, next) => {
      if (req.url !== '/' && req.url !== '/app') return next();
      res.writeHead(302, { location: '/app/' }).end();
    });
  },
};

function startApiChild(config: DevChildConfig): GuardedChild {
  const tsx = path.join(REPO_ROOT, 'node_modules', '.bin', 'tsx');
  const entry = path.join(REPO_ROOT, 'packages', 'local', 'src', 'cli', 'dev-api.ts');
  return spawnGuarded(tsx, ['watch', '--clear-screen=false', entry], {
    cwd: REPO_ROOT,
    env: { ...process.env, [DEV_CONFIG_VAR]: JSON.stringify(config) },
    inheritOutput: true,
  });
}

async function startVite(port: number, gatewayUrl: string): Promise<ViteDevServer> {
  process.env.API_PROXY_TARGET = gatewayUrl; // read by web/vite.config.ts; the inline proxy below wins anyway
  const proxy = { target: gatewayUrl, changeOrigin: false, xfwd: true };
  const vite = await createServer({
    configFile: path.join(REPO_ROOT, 'web', 'vite.config.ts'),
    clearScreen: false,
    server: { host: LOOPBACK, port, strictPort: true, proxy: { '/api': proxy, '/_local': proxy } },
    plugins: [rootRedirect],
  });
  await vite.listen();
  return vite;
}

async function main(): Promise<void> {
  const began = Date.now();
  const port = portFromEnv('PORT', 3000);
  const dataDir = path.resolve(process.env.DATA_DIR || DEFAULT_DATA_DIR);
  const logger = createStackLogger();
  const [gatewayPort] = (await freePorts(1)) as [number];
  let services: RunningServices | undefined;
  let child: GuardedChild | undefined;
  let vite: ViteDevServer | undefined;
  const stop = (): Promise<void> => {
    const server = vite;
    return stopAll([server && { stop: () => server.close() }, child, services]);
  };
  try {
    services = await startServices({
      dataDir,
      tableName: DEFAULT_TABLE_NAME,
      bucket: DEFAULT_BUCKET,
      appOrigins: [`http://localhost:${port}`, `http://${LOOPBACK}:${port}`],
      logger,
    });
    const api = startApiChild({
      gatewayPort,
      publicPort: port,
      dataDir,
      tableName: DEFAULT_TABLE_NAME,
      bucket: DEFAULT_BUCKET,
      endpoints: services.endpoints,
      ports: services.ports,
    });
    child = api;
    const gatewayUrl = `http://${LOOPBACK}:${gatewayPort}`;
    await waitUntil(async () => (await fetch(`${gatewayUrl}/_local/health`)).ok, {
      what: 'The local API',
      timeoutMs: 60_000,
      intervalMs: 200,
      giveUp: () => api.exitReason(),
    });
    vite = await startVite(port, gatewayUrl);
  } catch (err) {
    await stop();
    throw err;
  }
  stopOnSignals(stop, () => process.stdout.write('\nStopping the dev stack...\n'));
  process.stdout.write(
    `\nBookkeeper dev server: open http://localhost:${port}/app/  (sent mail: http://localhost:${port}/_local/mail; hot reload for web and functions; ready in ${((Date.now() - began) / 1000).toFixed(1)} s; Ctrl-C to stop)\n\n`,
  );
}

main().catch(failStart);
