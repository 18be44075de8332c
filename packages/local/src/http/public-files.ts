import type { IncomingMessage, ServerResponse } from 'node:http';
import { GetObjectCommand, S3Client } from '@aws-sdk/client-s3';
import { isPublicLogoKey, PUBLIC_LOGO_CACHE_CONTROL, PUBLIC_LOGO_TYPES, PUBLIC_LOGOS_PREFIX } from '@bk/platform';
import { LOCAL_CREDENTIALS } from '../env';
import { send, text } from './send';

/** Where the local files bucket is. */
export interface PublicFilesSource {
  s3Endpoint: string;
  bucket: string;
}

/** Whether the gateway serves this path from the files bucket's public prefix (as CloudFront does). */
export function isPublicFilePath(pathname: string): boolean {
  return pathname.startsWith(`/${PUBLIC_LOGOS_PREFIX}`);
}

const TYPES = new Set(Object.values(PUBLIC_LOGO_TYPES));

/**
 * The local stand-in for CloudFront's `/public/logos/*` behaviour (decision 0062): the object
 * of that key in the local S3, GET and HEAD only, with the type it was stored with (only the
 * logo types; anything else is refused as CloudFront would never be asked for it), the year-long
 * cache of a content-hashed name, and the app's security headers. Any other key under the prefix
 * answers 404 without touching S3, like a missing object.
 */
export function publicFileServer(source: PublicFilesSource, edge: Record<string, string>) {
  const s3 = new S3Client({
    region: 'eu-west-2',
    endpoint: source.s3Endpoint,
    forcePathStyle: true,
    credentials: LOCAL_CREDENTIALS,
  });
  return async (req: IncomingMessage, res: ServerResponse, pathname: string): Promise<void> => {
    const method = req.method ?? 'GET';
    if (method !== 'GET' && method !== 'HEAD') {
      send(res, text(405, 'Method Not Allowed', { allow: 'GET, HEAD', ...edge }), method);
      return;
    }
    const key = pathname.slice(1);
    if (!isPublicLogoKey(key)) {
      send(res, text(404, 'Not Found', edge), method);
      return;
    }
    try {
      const out = await s3.send(new GetObjectCommand({ Bucket: source.bucket, Key: key }));
      const type = out.ContentType ?? '';
      if (!out.Body || !TYPES.has(type)) {
        send(res, text(404, 'Not Found', edge), method);
        return;
      }
      const body = Buffer.from(await out.Body.transformToByteArray());
      send(
        res,
        {
          statusCode: 200,
          headers: { 'content-type': type, 'cache-control': PUBLIC_LOGO_CACHE_CONTROL, ...edge },
          body,
        },
        method,
      );
    } catch (err) {
      const name = (err as Error).name;
      if (name !== 'NoSuchKey' && name !== 'NotFound') throw err;
      // S3 behind Origin Access Control answers 403 for a missing key (no ListBucket); 404 reads better locally.
      send(res, text(404, 'Not Found', edge), method);
    }
  };
}
