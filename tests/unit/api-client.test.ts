import { describe, expect, it } from 'vitest';
import { api } from '../support/api-client';
import type { Transport, WireRequest } from '../support/api-transports';

/** A transport that records what the client sends and answers `reply`. */
function recording(reply: { status: number; text: string; headers?: Record<string, string> }) {
  const sent: WireRequest[] = [];
  const transport: Transport = async (request) => {
    sent.push(request);
    return { status: reply.status, headers: new Headers(reply.headers), text: reply.text };
  };
  return { sent, transport };
}

describe('the test client', () => {
  it("builds a route's method, path and query from the contract, with the bearer and a JSON body", async () => {
    const { sent, transport } = recording({ status: 200, text: '{"transactions":[],"pages":0}' });
    const reply = await api('tok', { transport }).call('transactionList', { query: { page: 2 }, body: {} });
    expect(sent).toEqual([
      {
        method: 'PATCH',
        path: '/api/transaction/list?page=2',
        headers: { authorization: 'Bearer tok', 'content-type': 'application/json' },
        body: '{}',
      },
    ]);
    expect(reply.json).toEqual({ transactions: [], pages: 0 });
  });

  it('fills path parameters, encoded, and sends no body or token when there are none', async () => {
    const { sent, transport } = recording({ status: 200, text: '{"token":"t2"}' });
    await api(null, { transport, ip: '198.51.100.1' }).call('businessSelect', { params: { id: 'a b' } });
    expect(sent[0]).toEqual({
      method: 'GET',
      path: '/api/user/business/select/a%20b',
      headers: { 'x-forwarded-for': '198.51.100.1' },
    });
  });

  it('answers refusals without throwing, with the error body, and ok() expects the success status', async () => {
    const refusal = recording({ status: 400, text: '{"message":"Invalid","errors":[{"field":"name","message":"x"}]}' });
    const client = api('tok', { transport: refusal.transport });
    const reply = await client.call('accountCreate', { body: { name: '', isMain: false } });
    expect([reply.status, reply.error.errors?.[0]?.field]).toEqual([400, 'name']);
    await expect(client.ok('accountCreate', { body: { name: '', isMain: false } })).rejects.toThrow(/accountCreate/);
    const created = recording({ status: 201, text: '{"id":"a1","name":"Main","isMain":true,"balance":0}' });
    const account = await api('tok', { transport: created.transport }).ok('accountCreate', {
      body: { name: 'Main', isMain: true },
    });
    expect(account.id).toBe('a1');
  });

  it('sends raw bodies as written, and keeps a reply that is not JSON as text', async () => {
    const { sent, transport } = recording({ status: 400, text: 'not json' });
    const reply = await api(undefined, { transport }).raw({
      method: 'POST',
      path: '/user/login',
      rawBody: '{"email":',
      headers: { 'content-type': 'application/json' },
    });
    expect(sent[0]?.body).toBe('{"email":');
    expect([reply.text, reply.json]).toEqual(['not json', undefined]);
  });

  it('finds static files under /app', async () => {
    const version = recording({ status: 200, text: '{"version":"1"}' });
    await api(null, { transport: version.transport }).call('version');
    expect(version.sent[0]?.path).toBe('/app/version.json');
  });
});
