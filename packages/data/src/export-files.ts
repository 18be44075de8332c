import {
  AbortMultipartUploadCommand,
  CompleteMultipartUploadCommand,
  CreateMultipartUploadCommand,
  GetObjectCommand,
  PutObjectCommand,
  UploadPartCommand,
  type CompletedPart,
  type S3Client,
} from '@aws-sdk/client-s3';
import { getSignedUrl } from '@aws-sdk/s3-request-presigner';
import type { FilesBucket } from './attachment-files';

/**
 * Where large CSV exports are kept in the files bucket (decision 0034): a prefix of their own, so one
 * lifecycle rule expires them a day after they are written, whichever business they belong to.
 */
export const EXPORTS_PREFIX = 'exports/';

/** S3 takes multipart parts of 5 MiB at least (all but the last); 8 MiB keeps the parts few. */
export const EXPORT_PART_BYTES = 8 * 1024 * 1024;
const MIN_PART_BYTES = 5 * 1024 * 1024;

const CSV_CONTENT_TYPE = 'text/csv; charset=utf-8';

/**
 * The exports of one business: `exports/<businessId>/`, which the business's deletion removes too.
 * @example exportsPrefix('b1') // 'exports/b1/'
 */
export function exportsPrefix(businessId: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(businessId)) throw new Error('Invalid business id for an export key');
  return `${EXPORTS_PREFIX}${businessId}/`;
}

/**
 * The key of one export (a random id, so the key is never guessed).
 * @example exportFileKey('b1', randomUUID()) // 'exports/b1/3f0c….csv'
 */
export function exportFileKey(businessId: string, exportId: string): string {
  if (!/^[A-Za-z0-9-]{1,64}$/.test(exportId)) throw new Error('Invalid export id');
  return `${exportsPrefix(businessId)}${exportId}.csv`;
}

/** What an export answers: the CSV itself, or an address to download it from. */
export type ExportOutcome = { csv: string; downloadUrl: null } | { csv: null; downloadUrl: string };

export interface ExportOutputOptions {
  /** Where the file goes if it is too large to answer ({@link exportFileKey}). */
  key: string;
  /** The name the download is saved as (Content-Disposition). */
  fileName: string;
  /** Answer the CSV itself while its size in the response ({@link responseBytes}) stays within this. */
  inlineMaxBytes: number;
  /** How long the download address works. */
  downloadSeconds: number;
  /** Size of each multipart part (at least 5 MiB, S3's minimum). @default EXPORT_PART_BYTES */
  partBytes?: number;
}

/**
 * The bytes a piece of CSV adds to the Lambda's response: the CSV is a string in the JSON body, and
 * that body is a string in the JSON of the response (Lambda's 6 MB limit counts that), so quotes and
 * line ends are escaped twice. Measured, not estimated, so a file of quotes cannot slip past.
 * @example responseBytes('a,"b"\r\n') // 17
 */
export function responseBytes(text: string): number {
  return Buffer.byteLength(JSON.stringify(JSON.stringify(text)), 'utf8') - 6;
}

/**
 * The S3 side of CSV exports (decision 0034). An export is written into an {@link ExportOutput} a
 * piece at a time; it is answered as text while it fits in a response, and is otherwise uploaded
 * to the files bucket (a part at a time, so memory stays near one part however long the file) and
 * answered with a presigned GET address that saves it under its name.
 * @example
 * const output = exportFiles(s3, { bucket }).output({ key, fileName: 'export-contacts.csv', inlineMaxBytes: 5_000_000, downloadSeconds: 300 });
 * await output.write(csvText);
 * const { csv, downloadUrl } = await output.finish();
 */
export function exportFiles(s3: S3Client, where: FilesBucket) {
  return {
    /** A new output for one export. */
    output(options: ExportOutputOptions): ExportOutput {
      return new ExportOutput(s3, where.bucket, options);
    },
  };
}
export type ExportFiles = ReturnType<typeof exportFiles>;

/** Pieces of an export in order, kept as text until too large, then uploaded a part at a time. */
export class ExportOutput {
  private pieces: string[] = [];
  private pendingBytes = 0;
  private inlineBytes = 0;
  private storing = false;
  private uploadId: string | undefined;
  private readonly parts: CompletedPart[] = [];
  private readonly partBytes: number;

  constructor(
    private readonly s3: S3Client,
    private readonly bucket: string,
    private readonly options: ExportOutputOptions,
  ) {
    this.partBytes = Math.max(options.partBytes ?? EXPORT_PART_BYTES, MIN_PART_BYTES);
  }

  /** Add the next piece (rows of CSV); uploads a part whenever one is full. */
  async write(text: string): Promise<void> {
    this.pieces.push(text);
    this.pendingBytes += Buffer.byteLength(text, 'utf8');
    if (!this.storing) {
      this.inlineBytes += responseBytes(text);
      this.storing = this.inlineBytes > this.options.inlineMaxBytes;
    }
    if (this.storing && this.pendingBytes >= this.partBytes) await this.uploadPart();
  }

  /** The CSV, or, once stored, its download address. On failure the partial upload is removed. */
  async finish(): Promise<ExportOutcome> {
    if (!this.storing) return { csv: this.pieces.join(''), downloadUrl: null };
    try {
      if (this.uploadId === undefined) {
        await this.s3.send(new PutObjectCommand({ ...this.objectFields(), Body: this.takePending() }));
      } else {
        if (this.pendingBytes > 0 || this.parts.length === 0) await this.uploadPart();
        await this.s3.send(
          new CompleteMultipartUploadCommand({
            Bucket: this.bucket,
            Key: this.options.key,
            UploadId: this.uploadId,
            MultipartUpload: { Parts: this.parts },
          }),
        );
      }
    } catch (err) {
      await this.abortQuietly();
      throw err;
    }
    return { csv: null, downloadUrl: await this.downloadUrl() };
  }

  /** Give up: remove the parts uploaded so far (S3 would keep and bill them until the lifecycle rule). */
  async abort(): Promise<void> {
    const uploadId = this.uploadId;
    this.uploadId = undefined;
    this.pieces = [];
    this.pendingBytes = 0;
    if (uploadId === undefined) return;
    await this.s3.send(
      new AbortMultipartUploadCommand({ Bucket: this.bucket, Key: this.options.key, UploadId: uploadId }),
    );
  }

  private objectFields() {
    return {
      Bucket: this.bucket,
      Key: this.options.key,
      ContentType: CSV_CONTENT_TYPE,
      ContentDisposition: this.disposition(),
    };
  }

  private disposition(): string {
    return `attachment; filename="${this.options.fileName.replace(/["\\\r\n]/g, '_')}"`;
  }

  private takePending(): Buffer {
    const body = Buffer.from(this.pieces.join(''), 'utf8');
    this.pieces = [];
    this.pendingBytes = 0;
    return body;
  }

  private async uploadPart(): Promise<void> {
    try {
      if (this.uploadId === undefined) {
        const created = await this.s3.send(new CreateMultipartUploadCommand(this.objectFields()));
        if (!created.UploadId) throw new Error('S3 started no multipart upload');
        this.uploadId = created.UploadId;
      }
      const partNumber = this.parts.length + 1;
      const out = await this.s3.send(
        new UploadPartCommand({
          Bucket: this.bucket,
          Key: this.options.key,
          UploadId: this.uploadId,
          PartNumber: partNumber,
          Body: this.takePending(),
        }),
      );
      this.parts.push({ PartNumber: partNumber, ETag: out.ETag });
    } catch (err) {
      await this.abortQuietly();
      throw err;
    }
  }

  /** After a failure: the failure is what the caller must see; parts left behind expire by the lifecycle rule. */
  private async abortQuietly(): Promise<void> {
    await this.abort().catch(() => undefined);
  }

  private async downloadUrl(): Promise<string> {
    return getSignedUrl(
      this.s3,
      new GetObjectCommand({
        Bucket: this.bucket,
        Key: this.options.key,
        ResponseContentType: CSV_CONTENT_TYPE,
        ResponseContentDisposition: this.disposition(),
      }),
      { expiresIn: this.options.downloadSeconds },
    );
  }
}
