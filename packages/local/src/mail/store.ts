import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { mergeMail, toLocalMail, type LocalMail, type SinkEmail } from './mapping';
import type { StackLogger } from '../log';

export interface MailStoreOptions {
  /** The SES sink's base URL (its `/store` is read). */
  sesEndpoint: string;
  /** `<dataDir>/mail.json`; without it mail lives only as long as the sink. */
  file?: string;
  logger: StackLogger;
}

/**
 * Sent mail across restarts. The SES sink keeps mail only in memory, so this store reads the
 * sink's public `GET /store` and writes the union with earlier runs to `mail.json` (atomically,
 * via a temporary file). It syncs when mail is listed, shortly after each API request or job
 * (debounced, see {@link MailStore.scheduleSync}) and on stop; it never touches the sink's
 * internals. Mail sent by a process killed within the debounce window may be lost; acceptable
 * for a local viewer.
 */
export class MailStore {
  private persisted: SinkEmail[] = [];
  private written = -1;
  private queue: Promise<unknown> = Promise.resolve();
  private timer: NodeJS.Timeout | undefined;

  constructor(private readonly options: MailStoreOptions) {}

  /** Read `mail.json` from an earlier run; a damaged file is set aside, not fatal. */
  async load(): Promise<void> {
    const file = this.options.file;
    if (!file) return;
    let raw: string;
    try {
      raw = await readFile(file, 'utf8');
    } catch {
      return;
    }
    try {
      const parsed: unknown = JSON.parse(raw);
      if (!Array.isArray(parsed)) throw new Error('not an array');
      this.persisted = parsed as SinkEmail[];
      this.written = this.persisted.length;
    } catch (err) {
      const aside = `${file}.damaged-${Date.now()}`;
      await rename(file, aside).catch(() => {});
      this.options.logger.warn(`${file} could not be read (${(err as Error).message}); moved to ${aside}`);
    }
  }

  /** All mail, newest first, persisting anything new. */
  async list(): Promise<SinkEmail[]> {
    const res = await fetch(`${this.options.sesEndpoint}/store`);
    if (!res.ok) throw new Error(`SES sink /store answered ${res.status}`);
    const { emails } = (await res.json()) as { emails: SinkEmail[] };
    const merged = mergeMail(this.persisted, emails);
    if (this.options.file && merged.length !== this.written) await this.write(merged);
    return merged;
  }

  /** All mail mapped for `/_local/mail.json`, newest first. */
  async listMail(): Promise<LocalMail[]> {
    return (await this.list()).map(toLocalMail);
  }

  /** Forget all mail, in the sink and on disk. */
  async clear(): Promise<void> {
    await fetch(`${this.options.sesEndpoint}/clear-store`, { method: 'POST' });
    this.persisted = [];
    if (this.options.file) await this.write([]);
  }

  /** Sync soon; called after every API request and job, which is where app mail comes from. */
  scheduleSync(delayMs = 250): void {
    if (!this.options.file || this.timer) return;
    this.timer = setTimeout(() => {
      this.timer = undefined;
      void this.list().catch((err: unknown) => this.options.logger.warn(`mail sync failed: ${(err as Error).message}`));
    }, delayMs);
    this.timer.unref();
  }

  /** Sync now (on stop), while the sink is still running. */
  async flush(): Promise<void> {
    if (this.timer) clearTimeout(this.timer);
    this.timer = undefined;
    if (this.options.file) await this.list().catch(() => undefined);
    await this.queue;
  }

  private write(newestFirst: readonly SinkEmail[]): Promise<void> {
    const file = this.options.file as string;
    const chronological = [...newestFirst].reverse();
    const next = this.queue.then(async () => {
      await mkdir(path.dirname(file), { recursive: true });
      const tmp = `${file}.${process.pid}.tmp`;
      await writeFile(tmp, `${JSON.stringify(chronological, null, 1)}\n`);
      await rename(tmp, file);
      this.written = chronological.length;
    });
    this.queue = next.catch(() => undefined);
    return next;
  }
}
