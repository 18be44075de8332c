import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESv2Client, SendEmailCommand } from '@aws-sdk/client-sesv2';
import { mergeMail, toLocalMail, type SinkEmail } from './mail/mapping';
import { escapeHtml, linkify, renderMailPage } from './mail/page';
import { MailStore } from './mail/store';
import { startSes, type RunningSes } from './services/ses';
import { freePorts } from './services/ports';

const quiet = { info: () => {}, warn: () => {}, error: () => {} };

const sink = (id: string, at: number, over: Partial<SinkEmail> = {}): SinkEmail => ({
  messageId: id,
  from: 'no-reply@bookkeeper.local',
  replyTo: [],
  destination: { to: ['a@example.test'], cc: [], bcc: [] },
  subject: `Subject ${id}`,
  body: { text: `Text ${id}`, html: `<p>${id}</p>` },
  attachments: [],
  at,
  ...over,
});

describe('mail mapping', () => {
  it('maps a sink record to the mail.json shape', () => {
    const mail = toLocalMail(
      sink('m1', 1_767_225_600, {
        attachments: [{ content: 'AA==', contentType: 'application/pdf', filename: 'invoice.pdf', size: 1 }],
        body: {},
      }),
    );
    expect(mail).toEqual({
      id: 'm1',
      to: ['a@example.test'],
      cc: [],
      bcc: [],
      from: 'no-reply@bookkeeper.local',
      replyTo: [],
      subject: 'Subject m1',
      text: '',
      html: '',
      date: '2026-01-01T00:00:00.000Z',
      attachments: [{ filename: 'invoice.pdf', contentType: 'application/pdf', size: 1 }],
    });
  });

  it('merges earlier runs with the sink, newest first, without duplicates', () => {
    const merged = mergeMail(
      [sink('old', 100), sink('same-second-1', 200)],
      [sink('same-second-1', 200), sink('same-second-2', 200), sink('new', 300)],
    );
    expect(merged.map((m) => m.messageId)).toEqual(['new', 'same-second-2', 'same-second-1', 'old']);
  });
});

describe('mail page', () => {
  it('escapes everything and shows HTML mail only in a sandboxed frame', () => {
    const page = renderMailPage([
      toLocalMail(
        sink('x', 0, {
          subject: '<script>alert(1)</script>',
          body: {
            html: '<img src=x onerror=alert(1)>"',
            text: 'Go to https://localhost:3000/app/verify?token=a&b=<c>',
          },
        }),
      ),
    ]);
    expect(page).not.toContain('<script>alert(1)');
    expect(page).toContain('&lt;script&gt;alert(1)&lt;/script&gt;');
    expect(page).toMatch(
      /<iframe sandbox="allow-popups allow-popups-to-escape-sandbox"[^>]*srcdoc="&lt;base target=&quot;_blank&quot;&gt;&lt;img src=x onerror=alert\(1\)&gt;&quot;"/,
    );
    expect(page).toContain(
      '<a href="https://localhost:3000/app/verify?token=a&amp;b=" target="_blank" rel="noopener">',
    );
    expect(renderMailPage([])).toContain('No mail sent yet');
  });

  it('linkifies only http(s) URLs', () => {
    expect(linkify('javascript:alert(1) and http://x.test/a')).toBe(
      'javascript:alert(1) and <a href="http://x.test/a" target="_blank" rel="noopener">http://x.test/a</a>',
    );
    expect(escapeHtml(`"'&<>`)).toBe('&quot;&#39;&amp;&lt;&gt;');
  });
});

describe('MailStore with the SES sink (in-process, no Java)', () => {
  let ses: RunningSes;
  let dir: string;
  const client = (): SESv2Client =>
    new SESv2Client({
      endpoint: ses.endpoint,
      region: 'eu-west-2',
      credentials: { accessKeyId: 'local', secretAccessKey: 'local' },
    });
  const send = (to: string, subject: string) =>
    client().send(
      new SendEmailCommand({
        FromEmailAddress: 'no-reply@bookkeeper.local',
        Destination: { ToAddresses: [to] },
        Content: {
          Simple: { Subject: { Data: subject }, Body: { Text: { Data: 'Hello £5' }, Html: { Data: '<b>Hello</b>' } } },
        },
      }),
    );

  beforeAll(async () => {
    const [port] = (await freePorts(1)) as [number];
    ses = await startSes({ port });
    dir = await mkdtemp(path.join(os.tmpdir(), 'bk-mail-'));
  });
  afterAll(async () => {
    await ses.stop();
    await rm(dir, { recursive: true, force: true });
  });

  it('lists sent mail newest first and keeps it in mail.json across restarts', async () => {
    // Prepare
    const file = path.join(dir, 'mail.json');
    const first = new MailStore({ sesEndpoint: ses.endpoint, file, logger: quiet });
    await first.load();
    // Act
    await send('a@example.test', 'First');
    await send('b@example.test', 'Second');
    const listed = await first.listMail();
    await first.flush();
    await fetch(`${ses.endpoint}/clear-store`, { method: 'POST' }); // as if the sink restarted
    const second = new MailStore({ sesEndpoint: ses.endpoint, file, logger: quiet });
    await second.load();
    await send('c@example.test', 'Third');
    // Assess
    expect(listed.map((m) => [m.to, m.subject, m.text])).toEqual([
      [['b@example.test'], 'Second', 'Hello £5'],
      [['a@example.test'], 'First', 'Hello £5'],
    ]);
    expect(listed[0]?.html).toBe('<b>Hello</b>');
    expect(listed[0]?.date).toMatch(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.000Z$/);
    expect((await second.listMail()).map((m) => m.subject)).toEqual(['Third', 'Second', 'First']);
    expect(JSON.parse(await readFile(file, 'utf8'))).toHaveLength(3);
  });

  it('clears the sink and the file', async () => {
    const file = path.join(dir, 'clear.json');
    const store = new MailStore({ sesEndpoint: ses.endpoint, file, logger: quiet });
    await send('d@example.test', 'To clear');
    expect((await store.listMail()).length).toBeGreaterThan(0);
    await store.clear();
    expect(await store.listMail()).toEqual([]);
    expect(JSON.parse(await readFile(file, 'utf8'))).toEqual([]);
  });

  it('sets a damaged mail.json aside instead of failing', async () => {
    const file = path.join(dir, 'damaged.json');
    await writeFile(file, '{not json');
    const warnings: string[] = [];
    const store = new MailStore({
      sesEndpoint: ses.endpoint,
      file,
      logger: { ...quiet, warn: (l) => warnings.push(l) },
    });
    await store.load();
    expect(warnings[0]).toMatch(/could not be read/);
  });
});
