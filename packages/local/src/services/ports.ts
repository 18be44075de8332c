import net from 'node:net';
import type http from 'node:http';

/** Loopback only: the stand-ins hold unauthenticated data and must not be reachable from the network. */
export const LOOPBACK = '127.0.0.1';

function openProbe(): Promise<net.Server> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, LOOPBACK, () => resolve(probe));
  });
}

/**
 * Ask the OS for `count` distinct free loopback ports (the probes are held open together, so
 * the same port cannot be handed out twice). There is a short race between closing a probe and
 * the service binding it; acceptable on a developer machine, and it lets every port be known
 * before anything starts (the bucket's CORS rule and APP_URL need the gateway's port).
 */
export async function freePorts(count: number): Promise<number[]> {
  const probes = await Promise.all(Array.from({ length: count }, openProbe));
  const ports = probes.map((p) => (p.address() as net.AddressInfo).port);
  await Promise.all(probes.map((p) => new Promise((r) => p.close(r))));
  return ports;
}

/**
 * Resolve each requested port: a fixed port is kept, 0 or undefined becomes a distinct free one.
 * @example await allocatePorts({ gateway: 3000, s3: 0 }) // { gateway: 3000, s3: 41877 }
 */
export async function allocatePorts<K extends string>(
  requested: Record<K, number | undefined>,
): Promise<Record<K, number>> {
  const keys = Object.keys(requested) as K[];
  const missing = keys.filter((k) => !requested[k]);
  const free = await freePorts(missing.length);
  const out = { ...requested } as Record<K, number>;
  missing.forEach((k, i) => (out[k] = free[i] as number));
  return out;
}

/** Listen on loopback and resolve once bound (rejects on EADDRINUSE and the like). */
export function listen(server: http.Server, port: number, host: string = LOOPBACK): Promise<void> {
  return new Promise((resolve, reject) => {
    const onError = (err: Error): void => reject(err);
    server.once('error', onError);
    server.listen(port, host, () => {
      server.off('error', onError);
      resolve();
    });
  });
}

/** Close a server and drop its keep-alive connections, so `stop()` never hangs on an idle client. */
export function closeServer(server: http.Server): Promise<void> {
  return new Promise((resolve) => {
    if (!server.listening) return resolve();
    server.close(() => resolve());
    server.closeAllConnections();
  });
}

/** Poll `probe` until it resolves true, `giveUp()` returns a reason, or `timeoutMs` passes. */
export async function waitUntil(
  probe: () => Promise<boolean>,
  options: { timeoutMs: number; intervalMs?: number; what: string; giveUp?: () => string | undefined },
): Promise<void> {
  const deadline = Date.now() + options.timeoutMs;
  for (;;) {
    const reason = options.giveUp?.();
    if (reason) throw new Error(`${options.what} failed to start: ${reason}`);
    if (await probe().catch(() => false)) return;
    if (Date.now() > deadline) throw new Error(`${options.what} did not answer within ${options.timeoutMs} ms`);
    await new Promise((r) => setTimeout(r, options.intervalMs ?? 100));
  }
}
