import { describe, expect, it } from 'vitest';
import { FILE_NAME_MESSAGE } from '@bk/domain';
import { seedUser } from '../support/seed';
import { call, IMAGES, objectsUnder } from '../integration/business-support';
import { addAccount, addTx, list } from '../integration/ledger-support';

/**
 * Attachment uploads (decision 0054): confirming is idempotent, and the presigned form cannot
 * change a file once it is confirmed, because the form only ever writes to a quarantine key.
 */
const PNG = Buffer.from(IMAGES.png, 'base64');
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function setUp() {
  const u = await seedUser({ withBusiness: true });
  const accountId = await addAccount(u.token, 'Main', true);
  const tx = (await addTx(u.token, {
    date: '2026-05-01',
    desc: 'Receipt',
    transactionTypeId: 1,
    categoryId: 'fuel',
    amount: 40,
    accountId,
  })) as { id: string };
  return { token: u.token, businessId: u.businessId as string, txId: tx.id };
}

/** Register an upload; answers the attachment id and the presigned form. */
async function register(token: string, txId: string, size: number, contentType = 'image/png') {
  const created = await call('POST', '/attachment', {
    token,
    body: { transactionId: txId, fileName: 'receipt.png', desc: '', contentType, size },
  });
  expect(created.status, created.text).toBe(201);
  const { attachment, upload } = created.json as {
    attachment: { id: string };
    upload: { url: string; fields: Record<string, string> };
  };
  return { id: attachment.id, form: upload };
}

/** Post bytes to a presigned form as a browser does. */
async function post(form: { url: string; fields: Record<string, string> }, bytes: Buffer, contentType: string) {
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), 'receipt');
  const posted = await fetch(form.url, { method: 'POST', body });
  expect(posted.status, await posted.text()).toBeLessThan(300);
}

async function download(token: string, id: string): Promise<Buffer> {
  const got = await call('GET', `/attachment/${id}`, { token });
  expect(got.status, got.text).toBe(200);
  const file = await fetch(got.json.url as string);
  expect(file.status).toBe(200);
  return Buffer.from(await file.arrayBuffer());
}

describe('attachment confirm and quarantine', () => {
  it('counts one attachment for ten parallel confirms of one upload, and answers each the same', async () => {
    const { token, businessId, txId } = await setUp();
    const { id, form } = await register(token, txId, PNG.length);
    await post(form, PNG, 'image/png');

    const replies = await Promise.all(
      Array.from({ length: 10 }, () => call('PATCH', `/attachment/${id}/confirm`, { token })),
    );
    for (const r of replies) {
      expect(r.status, r.text).toBe(200);
      expect(r.json).toMatchObject({ id, transactionId: txId, contentType: 'image/png', size: PNG.length });
    }
    const again = await call('PATCH', `/attachment/${id}/confirm`, { token });
    expect(again.status).toBe(200);

    expect((await list(token)).transactions[0].attachments).toBe(1);
    expect((await call('GET', `/transaction/${txId}/attachments`, { token })).json).toHaveLength(1);
    // One file under the business (the losers' copies are removed), none left in quarantine.
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toHaveLength(1);
    expect(await objectsUnder(`quarantine/${businessId}/`)).toEqual([]);
  });

  it('keeps a confirmed file as it was when the old presigned form is posted again', async () => {
    const { token, businessId, txId } = await setUp();
    const { id, form } = await register(token, txId, PNG.length);
    await post(form, PNG, 'image/png');
    expect((await call('PATCH', `/attachment/${id}/confirm`, { token })).status).toBe(200);

    // The form is valid for 10 minutes: posting other bytes with it reaches quarantine only.
    const other = Buffer.concat([PNG, Buffer.from('tampered')]);
    await post(form, other, 'image/png');
    expect((await download(token, id)).equals(PNG)).toBe(true);
    // Confirming again does not pick the new upload up either.
    expect((await call('PATCH', `/attachment/${id}/confirm`, { token })).status).toBe(200);
    expect((await download(token, id)).equals(PNG)).toBe(true);
    expect((await list(token)).transactions[0].attachments).toBe(1);
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toHaveLength(1);
  });

  it('answers a confirm of an upload that never arrived with a clear 400, and counts nothing', async () => {
    const { token, txId } = await setUp();
    const { id } = await register(token, txId, PDF.length, 'application/pdf');
    const confirmed = await call('PATCH', `/attachment/${id}/confirm`, { token });
    expect(confirmed.status).toBe(400);
    expect(confirmed.json.message).toBe('The file has not been uploaded yet. Upload it again.');
    expect((await list(token)).transactions[0].attachments).toBe(0);
    expect((await call('GET', `/transaction/${txId}/attachments`, { token })).json).toEqual([]);
  });

  it('refuses a file name with a line break, NUL or a path, as a field error, before any upload', async () => {
    const { token, txId } = await setUp();
    for (const fileName of ['a\r\nContent-Type: text/html.png', 'nul\u0000.png', '../../etc/passwd.png', '..']) {
      const r = await call('POST', '/attachment', {
        token,
        body: { transactionId: txId, fileName, desc: '', contentType: 'image/png', size: 10 },
      });
      expect(r.status, JSON.stringify(fileName)).toBe(400);
      expect(r.json.errors).toEqual([{ field: 'fileName', message: FILE_NAME_MESSAGE }]);
    }
  });

  it('names the file safely in the download (RFC 6266)', async () => {
    const { token, txId } = await setUp();
    const created = await call('POST', '/attachment', {
      token,
      body: { transactionId: txId, fileName: 'Reçu "mars".png', desc: '', contentType: 'image/png', size: PNG.length },
    });
    expect(created.status, created.text).toBe(201);
    const { attachment, upload } = created.json as {
      attachment: { id: string };
      upload: { url: string; fields: Record<string, string> };
    };
    await post(upload, PNG, 'image/png');
    expect((await call('PATCH', `/attachment/${attachment.id}/confirm`, { token })).status).toBe(200);
    const got = await call('GET', `/attachment/${attachment.id}`, { token });
    const file = await fetch(got.json.url as string);
    expect(file.headers.get('content-disposition')).toBe(
      `inline; filename="Re_u _mars_.png"; filename*=UTF-8''Re%C3%A7u%20%22mars%22.png`,
    );
  });
});
