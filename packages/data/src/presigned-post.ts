import { createHmac } from 'node:crypto';

/** What S3 needs to accept a browser's form upload (POST Object with a SigV4-signed policy). */
export interface PresignedPost {
  url: string;
  fields: Record<string, string>;
}

export interface PresignedPostInput {
  /** The form's action: the bucket's address. */
  url: string;
  bucket: string;
  key: string;
  contentType: string;
  /** content-length-range: the policy refuses anything larger (or empty). */
  maxBytes: number;
  expiresSeconds: number;
  now: Date;
  region: string;
  credentials: { accessKeyId: string; secretAccessKey: string; sessionToken?: string | undefined };
}

const hmac = (key: string | Buffer, data: string) => createHmac('sha256', key).update(data, 'utf8').digest();

/**
 * A presigned POST whose policy pins the bucket, the exact key and content type, and the size
 * (1 byte to `maxBytes`), signed with Signature Version 4 as S3 documents for browser-based
 * uploads ("Creating a POST policy"). Written here because the SDK's `s3-presigned-post` package
 * is not a dependency; `presigned-post.test.ts` checks the signature against AWS's published example
 * and the policy's conditions (the local S3 stand-in enforces neither: the confirm step's byte check
 * is what holds there).
 * @example presignedPost({ url, bucket: 'files', key: 'business/b1/attachments/a1.pdf', contentType: 'application/pdf', maxBytes: 5 * 1024 * 1024, expiresSeconds: 600, now: new Date(), region: 'eu-west-2', credentials })
 */
export function presignedPost(input: PresignedPostInput): PresignedPost {
  const amzDate = input.now
    .toISOString()
    .replace(/[-:]/g, '')
    .replace(/\.\d{3}/, '');
  const day = amzDate.slice(0, 8);
  const credential = `${input.credentials.accessKeyId}/${day}/${input.region}/s3/aws4_request`;
  const expiration = new Date(input.now.getTime() + input.expiresSeconds * 1000).toISOString();
  const token: Record<string, string> = input.credentials.sessionToken
    ? { 'X-Amz-Security-Token': input.credentials.sessionToken }
    : {};
  const policy = {
    expiration,
    conditions: [
      { bucket: input.bucket },
      ['eq', '$key', input.key],
      ['eq', '$Content-Type', input.contentType],
      ['content-length-range', 1, input.maxBytes],
      { 'x-amz-algorithm': 'AWS4-HMAC-SHA256' },
      { 'x-amz-credential': credential },
      { 'x-amz-date': amzDate },
      ...(input.credentials.sessionToken ? [{ 'x-amz-security-token': input.credentials.sessionToken }] : []),
    ],
  };
  const policyBase64 = Buffer.from(JSON.stringify(policy), 'utf8').toString('base64');
  return {
    url: input.url,
    fields: {
      key: input.key,
      'Content-Type': input.contentType,
      'X-Amz-Algorithm': 'AWS4-HMAC-SHA256',
      'X-Amz-Credential': credential,
      'X-Amz-Date': amzDate,
      ...token,
      Policy: policyBase64,
      'X-Amz-Signature': signPolicy(policyBase64, input.credentials.secretAccessKey, day, input.region),
    },
  };
}

/** SigV4 signature of a base64 policy: HMAC chain date/region/service/aws4_request, hex. */
export function signPolicy(policyBase64: string, secretAccessKey: string, day: string, region: string): string {
  const signingKey = hmac(hmac(hmac(hmac(`AWS4${secretAccessKey}`, day), region), 's3'), 'aws4_request');
  return createHmac('sha256', signingKey).update(policyBase64, 'utf8').digest('hex');
}
