import { mkdir, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import S3rver from 's3rver';
import { LOOPBACK } from './ports';

export interface S3Options {
  port: number;
  /** Objects live under `<dataDir>/s3`; ignored when `inMemory`. */
  dataDir?: string;
  /** Keep objects in a temporary directory removed on stop. */
  inMemory?: boolean;
  bucket: string;
  /** Origins of the app; the browser uploads to and downloads from the bucket directly. */
  allowedOrigins: readonly string[];
}

export interface RunningS3 {
  endpoint: string;
  stop(): Promise<void>;
}

const escapeXml = (s: string): string => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);

/**
 * The bucket's CORS rule. The browser talks to S3 directly: presigned POST uploads (ARCHITECTURE
 * "Data"), presigned GET downloads and PUTs, so those methods are allowed for the app's origins
 * only, and ETag is exposed for upload confirmation.
 */
export function corsXml(origins: readonly string[]): string {
  const allowed = origins.map((o) => `<AllowedOrigin>${escapeXml(o)}</AllowedOrigin>`).join('');
  const methods = ['GET', 'HEAD', 'PUT', 'POST'].map((m) => `<AllowedMethod>${m}</AllowedMethod>`).join('');
  return `<CORSConfiguration><CORSRule>${allowed}${methods}<AllowedHeader>*</AllowedHeader><ExposeHeader>ETag</ExposeHeader><MaxAgeSeconds>3000</MaxAgeSeconds></CORSRule></CORSConfiguration>`;
}

type Middleware = (ctx: S3Context, next: () => Promise<unknown>) => Promise<unknown>;
interface S3Context {
  method: string;
  path: string;
  query: Record<string, unknown>;
  headers: Record<string, string | string[] | undefined>;
  status: number;
  type: string;
  body: unknown;
}

/**
 * s3rver checks a signature only when a request carries one, and lets an unsigned request do
 * anything (decision 0055). This refuses unsigned requests before s3rver's own middleware; signed
 * ones are checked by s3rver against the stack's key pair (`allowMismatchedSignatures` is off).
 * Let through unsigned: CORS preflights, and the browser's presigned POST form to the bucket,
 * whose signature sits inside the multipart body, which s3rver cannot check (see decision 0055).
 */
export function isSigned(ctx: Pick<S3Context, 'method' | 'path' | 'query' | 'headers'>): boolean {
  if (ctx.method === 'OPTIONS') return true;
  if (ctx.headers.authorization || 'Signature' in ctx.query || 'X-Amz-Algorithm' in ctx.query) return true;
  const type = String(ctx.headers['content-type'] ?? '');
  return ctx.method === 'POST' && type.startsWith('multipart/form-data') && ctx.path.split('/').length === 2;
}

function requireSignatures(server: S3rver): void {
  const refuse: Middleware = async (ctx, next) => {
    if (isSigned(ctx)) return next();
    ctx.status = 403;
    ctx.type = 'application/xml';
    ctx.body =
      '<?xml version="1.0" encoding="UTF-8"?><Error><Code>AccessDenied</Code><Message>Access Denied</Message></Error>';
    return undefined;
  };
  // Koa runs its middleware in array order: first in the list, before s3rver's routes.
  (server as unknown as { middleware: Middleware[] }).middleware.unshift(refuse);
}

/**
 * Start s3rver in-process with the files bucket and its CORS rule. Clients must use
 * `forcePathStyle` and `requestChecksumCalculation/responseChecksumValidation: 'WHEN_REQUIRED'`,
 * or streamed uploads are stored corrupted (STACK-NOTES step 3). It listens on loopback only, and
 * refuses requests that carry no signature (`requireSignatures`), so nothing can list or overwrite
 * the bucket anonymously.
 */
export async function startS3(options: S3Options): Promise<RunningS3> {
  const directory = options.inMemory
    ? await mkdtemp(path.join(os.tmpdir(), 'bk-s3-'))
    : path.join(options.dataDir ?? '', 's3');
  if (!options.inMemory && !options.dataDir) throw new Error('startS3 needs dataDir unless inMemory');
  await mkdir(directory, { recursive: true });
  const server = new S3rver({
    address: LOOPBACK,
    port: options.port,
    silent: true,
    directory,
    vhostBuckets: false,
    configureBuckets: [{ name: options.bucket, configs: [corsXml(options.allowedOrigins)] }],
  });
  requireSignatures(server);
  try {
    await server.run();
  } catch (err) {
    if (options.inMemory) await rm(directory, { recursive: true, force: true });
    throw err;
  }
  return {
    endpoint: `http://${LOOPBACK}:${options.port}`,
    stop: async () => {
      server.httpServer?.closeAllConnections();
      await server.close().catch(() => {});
      if (options.inMemory) await rm(directory, { recursive: true, force: true });
    },
  };
}
