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

/**
 * Start s3rver in-process with the files bucket and its CORS rule. Clients must use
 * `forcePathStyle` and `requestChecksumCalculation/responseChecksumValidation: 'WHEN_REQUIRED'`,
 * or streamed uploads are stored corrupted (STACK-NOTES step 3). s3rver does not check SigV4.
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
