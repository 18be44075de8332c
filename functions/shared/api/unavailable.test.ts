import { ProvisionedThroughputExceededException } from '@aws-sdk/client-dynamodb';
import { beforeAll, describe, expect, it } from 'vitest';
import { MESSAGES } from '@bk/domain';
import { miscRoutes, routes, userRoutes } from '@bk/contract';
import { httpEvent, lambdaContext } from '../../../tests/support/events';
import { resetConfig } from '../config';
import { createApi } from './create-api';
import { onlyReads } from './unavailable';

beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  resetConfig();
});

const refused = () =>
  Object.assign(new Error('connect ECONNREFUSED 127.0.0.1:8000'), {
    code: 'ECONNREFUSED',
    $metadata: { attempts: 4 },
  });

describe('createApi: a dependency down or busy is a 503 with Retry-After (decision 0048)', () => {
  it('answers a read with "try again" and a change with "may not have been saved"', async () => {
    const read = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw refused();
      },
    });
    const r = await read(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(r.statusCode).toBe(503);
    expect(r.headers?.['retry-after']).toBe('60');
    expect(JSON.parse(r.body as string)).toEqual({ message: MESSAGES.serviceBusy });

    const change = createApi(userRoutes, {
      userLogin: async () => {
        throw new ProvisionedThroughputExceededException({ message: 'Rate exceeded', $metadata: {} });
      },
    });
    const c = await change(
      httpEvent({
        method: 'POST',
        path: '/api/user/login',
        headers: { 'content-type': 'application/json' },
        body: '{"email":"a@b.co","password":"pw"}',
      }),
      lambdaContext(),
    );
    expect(c.statusCode).toBe(503);
    expect(c.headers?.['retry-after']).toBe('30');
    expect(JSON.parse(c.body as string)).toEqual({ message: MESSAGES.serviceBusyChange });
  });

  it('keeps a bug a 500 with the generic message', async () => {
    const buggy = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw new TypeError("Cannot read properties of undefined (reading 'code')");
      },
    });
    const res = await buggy(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext());
    expect(res.statusCode).toBe(500);
    expect(res.headers?.['retry-after']).toBeUndefined();
    expect(JSON.parse(res.body as string).message).toBe(MESSAGES.unknown);
  });

  it('reads the contract to tell reads from changes', () => {
    expect(onlyReads(routes.accountList)).toBe(true);
    expect(onlyReads(routes.hmrcFinancialDetails)).toBe(true);
    expect(onlyReads(routes.accountDelete)).toBe(false);
    expect(onlyReads(null)).toBe(false);
  });
});
