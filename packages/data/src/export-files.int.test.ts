import { S3Client } from '@aws-sdk/client-s3';
import { describe, expect, inject, it, vi } from 'vitest';
import { EXPORT_PART_BYTES, exportFileKey, exportFiles } from './export-files';

/**
 * The multipart side of a large export against the local S3 stand-in: an export of several parts
 * reads back byte for byte under its name. (The handler tests in tests/integration cover the
 * single-upload side and the choice between text and storage.)
 */
function stackS3(): { s3: S3Client; bucket: string } {
  const env = inject('stackEnv');
  const s3 = new S3Client({
    region: 'eu-west-2',
    endpoint: env.S3_ENDPOINT,
    forcePathStyle: true,
    credentials: { accessKeyId: 'S3RVER', secretAccessKey: 'S3RVER' },
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
  return { s3, bucket: env.FILES_BUCKET as string };
}

describe('exportFiles (multipart)', () => {
  it('uploads a file larger than one part a part at a time and serves it whole', async () => {
    const { s3, bucket } = stackS3();
    const send = vi.spyOn(s3, 'send');
    const output = exportFiles(s3, { bucket }).output({
      key: exportFileKey('b-multipart', 'e1'),
      fileName: 'export-big.csv',
      inlineMaxBytes: 1000,
      downloadSeconds: 60,
      partBytes: 5 * 1024 * 1024,
    });
    // Two full parts and a short last one; rows with '£' so characters and bytes differ.
    const row = `${'x'.repeat(90)},£12.50\r\n`;
    const batch = row.repeat(1000);
    const batches = Math.ceil((11 * 1024 * 1024) / Buffer.byteLength(batch));
    for (let i = 0; i < batches; i++) await output.write(batch);

    const out = await output.finish();

    expect(out.csv).toBeNull();
    // Parts of 5, 5 and 1 MiB, sent as each filled: memory held one part at a time.
    expect(send.mock.calls.map(([command]) => command.constructor.name)).toEqual([
      'CreateMultipartUploadCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'UploadPartCommand',
      'CompleteMultipartUploadCommand',
    ]);
    const res = await fetch(out.downloadUrl ?? '');
    expect(res.status).toBe(200);
    expect(res.headers.get('content-disposition')).toBe('attachment; filename="export-big.csv"');
    const body = Buffer.from(await res.arrayBuffer());
    expect(body.length).toBe(Buffer.byteLength(batch) * batches);
    expect(body.equals(Buffer.from(batch.repeat(batches)))).toBe(true);
    expect(EXPORT_PART_BYTES).toBeGreaterThanOrEqual(5 * 1024 * 1024);
    s3.destroy();
  });
});
