import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { httpEvent, lambdaContext } from '../../../tests/support/events';
import { resetConfig } from '../config';
import { metrics, resetMetrics, timed } from '../metrics';
import { miscRoutes } from '@bk/contract';
import { createApi } from './create-api';

// A file of its own: metrics are built once per module graph, here as in a deployed stage.
beforeAll(() => {
  process.env.TABLE_NAME = 'unit-test';
  process.env.LOG_LEVEL = 'SILENT';
  process.env.STAGE = 'dev';
  // Lambda sets it; Powertools counts a cold start only for on-demand instances.
  process.env.AWS_LAMBDA_INITIALIZATION_TYPE = 'on-demand';
  resetConfig();
  resetMetrics();
});
afterAll(() => {
  delete process.env.STAGE;
  delete process.env.AWS_LAMBDA_INITIALIZATION_TYPE;
  resetConfig();
  resetMetrics();
});
afterEach(() => vi.restoreAllMocks());

interface Emf {
  _aws: { CloudWatchMetrics: { Namespace: string; Dimensions: string[][]; Metrics: { Name: string }[] }[] };
  [key: string]: unknown;
}

function captureEmf(): () => Emf[] {
  const chunks: string[] = [];
  vi.spyOn(process.stdout, 'write').mockImplementation((chunk: string | Uint8Array) => {
    chunks.push(typeof chunk === 'string' ? chunk : Buffer.from(chunk).toString('utf8'));
    return true;
  });
  return () =>
    chunks
      .join('')
      .split('\n')
      .filter((l) => l.includes('"_aws"'))
      .map((l) => JSON.parse(l) as Emf);
}

const names = (blob: Emf) => blob._aws.CloudWatchMetrics[0]?.Metrics.map((m) => m.Name) ?? [];

describe('metrics (deployed stages only)', () => {
  it('count every call per route group, and the 5xx answers as errors, as EMF in the Bookkeeper namespace', async () => {
    const blobs = captureEmf();
    const api = createApi(miscRoutes, { aishaEnabled: async () => true });
    expect((await api(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext())).statusCode).toBe(200);
    const failing = createApi(miscRoutes, {
      aishaEnabled: async () => {
        throw new Error('unexpected');
      },
    });
    expect((await failing(httpEvent({ method: 'GET', path: '/api/aisha/enabled' }), lambdaContext())).statusCode).toBe(
      500,
    );
    const calls = blobs().filter((b) => names(b).includes('ApiCalls'));
    expect(calls).toHaveLength(2);
    for (const blob of calls) {
      expect(blob._aws.CloudWatchMetrics[0]?.Namespace).toBe('Bookkeeper');
      expect(blob._aws.CloudWatchMetrics[0]?.Dimensions[0]).toEqual(
        expect.arrayContaining(['service', 'stage', 'routeGroup']),
      );
      expect(blob).toMatchObject({ service: 'bookkeeper', stage: 'dev', routeGroup: 'misc', ApiCalls: 1 });
    }
    expect(calls.map((b) => b.ApiErrors ?? 0)).toEqual([0, 1]);
    expect(blobs().some((b) => names(b).includes('ColdStart'))).toBe(true);
  });

  it('time a piece of work whether it succeeds or fails', async () => {
    const blobs = captureEmf();
    await timed('HmrcCallLatency', async () => 'ok');
    await expect(
      timed('HmrcCallLatency', async () => {
        throw new Error('HMRC down');
      }),
    ).rejects.toThrow('HMRC down');
    metrics()?.publishStoredMetrics();
    const [blob] = blobs();
    expect(blob?._aws.CloudWatchMetrics[0]?.Metrics).toEqual([{ Name: 'HmrcCallLatency', Unit: 'Milliseconds' }]);
    expect(blob?.HmrcCallLatency).toHaveLength(2);
  });
});
