import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { takeImportFault } from '@bk/data';
import type { MailStore } from '../mail/store';
import { handleLocalRequest } from './local-pages';

const calls: string[] = [];
const jobRuns: string[] = [];
let server: Server;
let base: string;

beforeAll(async () => {
  const mail = { listMail: async () => [], clear: async () => undefined } as unknown as MailStore;
  server = createServer((req, res) => {
    void handleLocalRequest(req, res, {
      mail,
      hmrc: { 'expire-access-tokens': (q) => void calls.push(`expire ${q.get('userId') ?? 'all'}`) },
      runJob: async (job, scheduledTime, detail) => {
        jobRuns.push(`${job} ${scheduledTime?.toISOString() ?? 'now'}${detail ? ` ${JSON.stringify(detail)}` : ''}`);
        return { sent: 2 };
      },
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});

afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe('POST /_local/hmrc/<action>', () => {
  it('runs the named emulator control with the query', async () => {
    const res = await fetch(`${base}/_local/hmrc/expire-access-tokens?userId=123`, { method: 'POST' });
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true });
    expect(calls).toEqual(['expire 123']);
  });

  it('refuses another site, other methods and unknown or inherited names', async () => {
    const crossSite = await fetch(`${base}/_local/hmrc/expire-access-tokens`, {
      method: 'POST',
      headers: { origin: 'http://evil.example' },
    });
    expect(crossSite.status).toBe(403);
    expect((await fetch(`${base}/_local/hmrc/expire-access-tokens`)).status).toBe(404);
    expect((await fetch(`${base}/_local/hmrc/constructor`, { method: 'POST' })).status).toBe(404);
    expect((await fetch(`${base}/_local/hmrc/nope`, { method: 'POST' })).status).toBe(404);
    expect(calls).toEqual(['expire 123']);
  });
});

describe('POST /_local/jobs/<job>', () => {
  it("runs the job now, or as if scheduled at ?time=, and answers the job's result", async () => {
    const now = await fetch(`${base}/_local/jobs/vat-reminders`, { method: 'POST' });
    expect(now.status).toBe(200);
    expect(await now.json()).toMatchObject({ job: 'vat-reminders', ok: true, result: { sent: 2 } });
    const at = await fetch(`${base}/_local/jobs/vat-reminders?time=2017-07-24T07:00:00Z`, { method: 'POST' });
    expect(at.status).toBe(200);
    const detail = encodeURIComponent(JSON.stringify({ businessIds: ['b1'] }));
    const scoped = await fetch(`${base}/_local/jobs/vat-reminders?detail=${detail}`, { method: 'POST' });
    expect(scoped.status).toBe(200);
    expect(jobRuns).toEqual([
      'vat-reminders now',
      'vat-reminders 2017-07-24T07:00:00.000Z',
      'vat-reminders now {"businessIds":["b1"]}',
    ]);
  });

  it('refuses a time that is not a date and a detail that is not a JSON object', async () => {
    const bad = await fetch(`${base}/_local/jobs/vat-reminders?time=tomorrow`, { method: 'POST' });
    expect(bad.status).toBe(400);
    const list = await fetch(`${base}/_local/jobs/vat-reminders?detail=%5B1%5D`, { method: 'POST' });
    expect(list.status).toBe(400);
    expect(jobRuns).toHaveLength(3);
  });
});

describe('/_local/import-fault', () => {
  it('plans a fault of the next CSV import, refuses a bad one and clears it', async () => {
    const planned = await fetch(`${base}/_local/import-fault?at=3&mode=crash&leaseMs=0`, { method: 'POST' });
    expect(planned.status).toBe(200);
    expect(takeImportFault()).toEqual({ failAt: 3, mode: 'crash', leaseMs: 0 });
    expect(takeImportFault()).toBeNull();
    expect((await fetch(`${base}/_local/import-fault?at=0`, { method: 'POST' })).status).toBe(400);
    expect((await fetch(`${base}/_local/import-fault?at=2&mode=explode`, { method: 'POST' })).status).toBe(400);
    await fetch(`${base}/_local/import-fault?at=2`, { method: 'POST' });
    expect((await fetch(`${base}/_local/import-fault`, { method: 'DELETE' })).status).toBe(200);
    expect(takeImportFault()).toBeNull();
  });
});
