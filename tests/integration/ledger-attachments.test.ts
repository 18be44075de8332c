import { describe, expect, it } from 'vitest';
import { seedUser } from '../support/seed';
import { call, IMAGES, objectsUnder } from './business-support';
import { addAccount, addTx, expectBalancesExact, list } from './ledger-support';
import { defined } from '../support/defined';

/** The smallest PDF file-type recognises. */
const PDF = Buffer.from('%PDF-1.4\n1 0 obj<<>>endobj\ntrailer<<>>\n%%EOF\n');

async function setUp() {
  const u = await seedUser({ withBusiness: true });
  const token = u.token;
  const accountId = await addAccount(token, 'Main', true);
  const tx = await addTx(token, {
    date: '2026-05-01',
    desc: 'Receipt',
    transactionTypeId: 1,
    categoryId: 'fuel',
    amount: 40,
    accountId,
  });
  return { token, businessId: u.businessId as string, tx: tx as { id: string; updatedDate: string } };
}

/** Register an upload, then post the bytes to the presigned form as a browser does. */
async function upload(token: string, txId: string, bytes: Buffer, contentType: string, fileName = 'receipt.png') {
  const created = await call('POST', '/attachment', {
    token,
    body: { transactionId: txId, fileName, desc: 'Fuel receipt', contentType, size: bytes.length },
  });
  expect(created.status, created.text).toBe(201);
  const { attachment, upload: form } = created.json as {
    attachment: { id: string };
    upload: { url: string; fields: Record<string, string> };
  };
  const body = new FormData();
  for (const [k, v] of Object.entries(form.fields)) body.append(k, v);
  body.append('file', new Blob([new Uint8Array(bytes)], { type: contentType }), fileName);
  const posted = await fetch(form.url, { method: 'POST', body });
  expect(posted.status, await posted.text()).toBeLessThan(300);
  return { id: attachment.id, fields: form.fields };
}

describe('attachments', () => {
  it('uploads with a presigned POST, checks the bytes, lists, describes, serves and deletes', async () => {
    const { token, businessId, tx } = await setUp();
    const png = Buffer.from(IMAGES.png, 'base64');
    const { id, fields } = await upload(token, tx.id, png, 'image/png');
    // The policy pins key, type and size (AWS enforces it; the local stand-in ignores policies).
    const policy = JSON.parse(Buffer.from(fields['Policy'] as string, 'base64').toString('utf8')) as {
      conditions: unknown[];
    };
    expect(policy.conditions).toContainEqual(['content-length-range', 1, 5 * 1024 * 1024]);
    expect(policy.conditions).toContainEqual(['eq', '$Content-Type', 'image/png']);
    expect(policy.conditions).toContainEqual(['eq', '$key', fields['key']]);
    // Uploads land in quarantine; only confirming copies a file under the business (decision 0054).
    expect(fields['key']).toBe(`quarantine/${businessId}/${id}`);

    // Not listed nor counted until confirmed.
    expect((await call('GET', `/transaction/${tx.id}/attachments`, { token })).json).toEqual([]);
    const confirmed = await call('PATCH', `/attachment/${id}/confirm`, { token });
    expect(confirmed.status, confirmed.text).toBe(200);
    expect(confirmed.json).toMatchObject({ id, transactionId: tx.id, contentType: 'image/png', size: png.length });
    const listed = await call('GET', `/transaction/${tx.id}/attachments`, { token });
    expect(listed.json).toEqual([expect.objectContaining({ id, fileName: 'receipt.png', desc: 'Fuel receipt' })]);
    expect((await list(token)).transactions[0].attachments).toBe(1);

    const described = await call('PATCH', `/attachment/${id}`, { token, body: { desc: 'Shell, A1' } });
    expect(described.json.desc).toBe('Shell, A1');

    const got = await call('GET', `/attachment/${id}`, { token });
    expect(got.json).toMatchObject({ contentType: 'image/png', fileName: 'receipt.png' });
    const file = await fetch(got.json.url as string);
    expect(file.status).toBe(200);
    expect(Buffer.from(await file.arrayBuffer()).equals(png)).toBe(true);

    expect((await call('DELETE', `/attachment/${id}`, { token })).status).toBe(200);
    expect((await call('GET', `/attachment/${id}`, { token })).status).toBe(404);
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toEqual([]);
    expect((await list(token)).transactions[0].attachments).toBe(0);
    await expectBalancesExact(token, businessId);
  });

  it('refuses a type that is not an image or PDF, and a text file claiming to be a PNG', async () => {
    const { token, businessId, tx } = await setUp();
    const refused = await call('POST', '/attachment', {
      token,
      body: { transactionId: tx.id, fileName: 'a.txt', desc: '', contentType: 'text/plain', size: 10 },
    });
    expect(refused.status).toBe(400);
    expect(refused.json.errors[0].field).toBe('file');
    const tooBig = await call('POST', '/attachment', {
      token,
      body: { transactionId: tx.id, fileName: 'a.png', desc: '', contentType: 'image/png', size: 5 * 1024 * 1024 + 1 },
    });
    expect(tooBig.status).toBe(400);
    const noTx = await call('POST', '/attachment', {
      token,
      body: { transactionId: 'nope', fileName: 'a.png', desc: '', contentType: 'image/png', size: 10 },
    });
    expect(noTx.status).toBe(404);

    const { id } = await upload(token, tx.id, Buffer.from('just some text, not an image'), 'image/png', 'fake.png');
    const checked = await call('PATCH', `/attachment/${id}/confirm`, { token });
    expect(checked.status).toBe(400);
    expect(checked.json.errors[0].field).toBe('file');
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toEqual([]);
    expect((await call('GET', `/attachment/${id}`, { token })).status).toBe(404);
    expect((await list(token)).transactions[0].attachments).toBe(0);

    // A PDF passes.
    const pdf = await upload(token, tx.id, PDF, 'application/pdf', 'invoice.pdf');
    expect((await call('PATCH', `/attachment/${pdf.id}/confirm`, { token })).status).toBe(200);
  });

  it('removes attachments with their transaction and with their account', async () => {
    const { token, businessId, tx } = await setUp();
    const png = Buffer.from(IMAGES.png, 'base64');
    const a = await upload(token, tx.id, png, 'image/png');
    expect((await call('PATCH', `/attachment/${a.id}/confirm`, { token })).status).toBe(200);
    const fresh = (await list(token)).transactions[0] as { updatedDate: string };
    const deleted = await call('DELETE', `/transaction/${tx.id}`, { token, body: { updatedDate: fresh.updatedDate } });
    expect(deleted.status, deleted.text).toBe(200);
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toEqual([]);
    expect((await call('GET', `/attachment/${a.id}`, { token })).status).toBe(404);

    const accounts = (await call('GET', '/account', { token })).json as { id: string }[];
    const other = await addTx(token, {
      date: '2026-05-02',
      desc: 'Another',
      transactionTypeId: 1,
      categoryId: 'fuel',
      amount: 2,
      accountId: defined(accounts[0], 'the first account').id,
    });
    const b = await upload(token, other.id as string, png, 'image/png');
    expect((await call('PATCH', `/attachment/${b.id}/confirm`, { token })).status).toBe(200);
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toHaveLength(1);
    expect((await call('DELETE', `/account/${defined(accounts[0], 'the first account').id}`, { token })).status).toBe(
      200,
    );
    expect(await objectsUnder(`business/${businessId}/attachments/`)).toEqual([]);
    expect((await call('GET', `/attachment/${b.id}`, { token })).status).toBe(404);
  });
});
