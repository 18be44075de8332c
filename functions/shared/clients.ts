import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { S3Client } from '@aws-sdk/client-s3';
import { SESv2Client } from '@aws-sdk/client-sesv2';
import { createDb, type Db } from '@bk/data';
import { config } from './config';

/**
 * SDK clients, built once per cold start from the config and shared by every request
 * (STYLE §11). Locally the endpoints point at the stand-ins; in AWS they are unset.
 */
let db: Db | undefined;
let s3: S3Client | undefined;
let ses: SESv2Client | undefined;

export function getDb(): Db {
  if (!db) {
    const c = config();
    const client = new DynamoDBClient({
      region: c.AWS_REGION,
      ...(c.DYNAMODB_ENDPOINT ? { endpoint: c.DYNAMODB_ENDPOINT } : {}),
    });
    const doc = DynamoDBDocumentClient.from(client, {
      marshallOptions: { removeUndefinedValues: true, convertClassInstanceToMap: false },
    });
    db = createDb(doc, c.TABLE_NAME);
  }
  return db;
}

export function getS3(): S3Client {
  if (!s3) {
    const c = config();
    s3 = new S3Client({
      region: c.AWS_REGION,
      ...(c.S3_ENDPOINT
        ? {
            endpoint: c.S3_ENDPOINT,
            forcePathStyle: true,
            // s3rver stores aws-chunked framing as data unless checksums are only sent when required
            requestChecksumCalculation: 'WHEN_REQUIRED',
            responseChecksumValidation: 'WHEN_REQUIRED',
          }
        : {}),
    });
  }
  return s3;
}

export function getSes(): SESv2Client {
  if (!ses) {
    const c = config();
    ses = new SESv2Client({ region: c.AWS_REGION, ...(c.SES_ENDPOINT ? { endpoint: c.SES_ENDPOINT } : {}) });
  }
  return ses;
}

/** Drop cached clients (tests that restart the local stack). */
export function resetClients(): void {
  db = undefined;
  s3?.destroy();
  ses?.destroy();
  s3 = undefined;
  ses = undefined;
}
