import { describe, expect, it } from 'vitest';
import {
  buildHttpApiEvent,
  encodedLength,
  isTextContentType,
  queryParameters,
  apiGatewayTime,
  type RequestFacts,
} from './lambda/event';
import { toHttpResponse, jsonMessage } from './lambda/result';
import { createLambdaContext } from './lambda/context';
import { scheduledEvent } from './lambda/scheduled-event';
import { handlerFile } from './lambda/handlers';
import { withForwardedHeaders, plainIp } from './http/forwarded';

const facts = (over: Partial<RequestFacts> = {}): RequestFacts => ({
  method: 'PATCH',
  rawPath: '/api/v1/account/42',
  rawQueryString: 'page=2&tag=a&tag=b',
  headers: {
    host: 'localhost:3000',
    'content-type': 'application/json',
    cookie: 'a=1; b=2',
    'user-agent': 'UA',
    'x-multi': ['1', '2'],
  },
  body: Buffer.from('{"name":"£ current"}'),
  sourceIp: '127.0.0.1',
  protocol: 'HTTP/1.1',
  requestId: 'req-1',
  timeEpoch: Date.UTC(2025, 11, 25, 10, 0, 0),
  ...over,
});

describe('buildHttpApiEvent', () => {
  it('builds a payload 2.0 event like API Gateway HTTP API', () => {
    // Act
    const event = buildHttpApiEvent(facts(), {
      group: 'account',
      routeKey: 'PATCH /api/v1/account/{id}',
      pathParameters: { id: '42' },
    });
    // Assess
    expect(event).toMatchObject({
      version: '2.0',
      routeKey: 'PATCH /api/v1/account/{id}',
      rawPath: '/api/v1/account/42',
      rawQueryString: 'page=2&tag=a&tag=b',
      cookies: ['a=1', 'b=2'],
      queryStringParameters: { page: '2', tag: 'a,b' },
      pathParameters: { id: '42' },
      isBase64Encoded: false,
      body: '{"name":"£ current"}',
      requestContext: {
        domainName: 'localhost:3000',
        requestId: 'req-1',
        routeKey: 'PATCH /api/v1/account/{id}',
        stage: '$default',
        time: '25/Dec/2025:10:00:00 +0000',
        timeEpoch: Date.UTC(2025, 11, 25, 10, 0, 0),
        http: {
          method: 'PATCH',
          path: '/api/v1/account/42',
          protocol: 'HTTP/1.1',
          sourceIp: '127.0.0.1',
          userAgent: 'UA',
        },
      },
    });
    expect(event.headers['cookie']).toBeUndefined();
    expect(event.headers['x-multi']).toBe('1,2');
  });

  it('base64-encodes binary bodies and leaves out an empty body', () => {
    const bytes = Buffer.from([0, 255, 1, 2]);
    const binary = buildHttpApiEvent(facts({ headers: { 'content-type': 'application/pdf' }, body: bytes }), {
      group: 'attachment',
      routeKey: 'X',
    });
    expect(binary.isBase64Encoded).toBe(true);
    expect(Buffer.from(binary.body as string, 'base64')).toEqual(bytes);
    const empty = buildHttpApiEvent(facts({ body: Buffer.alloc(0), rawQueryString: '', headers: {} }), {
      group: 'user',
      routeKey: 'X',
    });
    expect(empty).toMatchObject({
      isBase64Encoded: false,
      body: undefined,
      cookies: undefined,
      queryStringParameters: undefined,
    });
  });

  it('treats JSON, text and forms as text, everything else as binary', () => {
    for (const t of [
      'application/json',
      'application/json; charset=utf-8',
      'text/csv',
      'application/problem+json',
      'application/x-www-form-urlencoded',
    ])
      expect(isTextContentType(t), t).toBe(true);
    for (const t of [undefined, 'multipart/form-data; boundary=x', 'image/png', 'application/octet-stream'])
      expect(isTextContentType(t), String(t)).toBe(false);
  });

  it('measures bodies as they sit in the event', () => {
    expect(encodedLength(3, 'image/png')).toBe(4);
    expect(encodedLength(3, 'application/json')).toBe(3);
    expect(encodedLength(0, 'image/png')).toBe(0);
  });

  it('parses query strings and formats request time', () => {
    expect(queryParameters('a=1&a=2&b=x%20y')).toEqual({ a: '1,2', b: 'x y' });
    expect(queryParameters('')).toBeUndefined();
    expect(apiGatewayTime(Date.UTC(2026, 0, 5, 3, 4, 5))).toBe('05/Jan/2026:03:04:05 +0000');
  });
});

describe('toHttpResponse', () => {
  it('uses a structured result as given, cookies as separate set-cookie headers', () => {
    const r = toHttpResponse({
      statusCode: 201,
      headers: { 'Content-Type': 'application/json', 'X-Count': 3 },
      cookies: ['a=1; Path=/', 'b=2'],
      body: '{"ok":true}',
    });
    expect(r.statusCode).toBe(201);
    expect(r.headers).toEqual({
      'content-type': 'application/json',
      'x-count': '3',
      'set-cookie': ['a=1; Path=/', 'b=2'],
    });
    expect(r.body.toString()).toBe('{"ok":true}');
  });

  it('decodes base64 bodies', () => {
    const r = toHttpResponse({
      statusCode: 200,
      body: Buffer.from([1, 2, 3]).toString('base64'),
      isBase64Encoded: true,
    });
    expect([...r.body]).toEqual([1, 2, 3]);
  });

  it('applies the payload 2.0 defaults to strings and plain objects', () => {
    expect(toHttpResponse('{"a":1}')).toMatchObject({
      statusCode: 200,
      headers: { 'content-type': 'application/json' },
    });
    const obj = toHttpResponse({ a: 1 });
    expect(obj.statusCode).toBe(200);
    expect(JSON.parse(obj.body.toString())).toEqual({ a: 1 });
    expect(JSON.parse(jsonMessage(413, 'Request Entity Too Large').body.toString())).toEqual({
      message: 'Request Entity Too Large',
    });
  });
});

describe('Lambda context and scheduled events', () => {
  it('counts the remaining time down from the timeout', () => {
    const ctx = createLambdaContext('bookkeeper-local-user', 'r1', 30_000);
    expect(ctx.getRemainingTimeInMillis()).toBeGreaterThan(29_000);
    expect(ctx).toMatchObject({
      awsRequestId: 'r1',
      functionName: 'bookkeeper-local-user',
      invokedFunctionArn: expect.stringContaining(':function:bookkeeper-local-user'),
    });
  });

  it('builds the EventBridge Scheduled Event', () => {
    const e = scheduledEvent('housekeeping', new Date('2026-01-01T03:15:00.000Z'));
    expect(e).toMatchObject({
      'detail-type': 'Scheduled Event',
      source: 'aws.events',
      time: '2026-01-01T03:15:00Z',
      detail: {},
      region: 'eu-west-2',
    });
    expect(e.resources).toEqual(['arn:aws:events:eu-west-2:000000000000:rule/bookkeeper-local-housekeeping']);
  });

  it('finds handler files and refuses names that could escape functions/', () => {
    expect(handlerFile('api', 'misc', '/f')).toBe('/f/misc/index.ts');
    expect(handlerFile('job', 'housekeeping', '/f')).toBe('/f/jobs/housekeeping/index.ts');
    expect(() => handlerFile('api', '../etc', '/f')).toThrow();
  });
});

describe('forwarded headers', () => {
  it('adds what API Gateway and CloudFront add', () => {
    const h = withForwardedHeaders({ host: 'localhost:3000' }, { ip: '127.0.0.1', port: 50123, localPort: 3000 });
    expect(h).toMatchObject({
      'x-forwarded-for': '127.0.0.1',
      'x-forwarded-port': '3000',
      'x-forwarded-proto': 'http',
      'cloudfront-viewer-address': '127.0.0.1:50123',
    });
  });

  it('appends the peer to a proxy chain and keeps the first address as the client', () => {
    const h = withForwardedHeaders(
      { 'x-forwarded-for': '203.0.113.9', 'x-forwarded-port': '5173' },
      { ip: '127.0.0.1', port: 40000, localPort: 4000 },
    );
    expect(h['x-forwarded-for']).toBe('203.0.113.9, 127.0.0.1');
    expect(h['x-forwarded-port']).toBe('5173');
    expect(h['cloudfront-viewer-address']).toBe('203.0.113.9:40000');
    expect(plainIp('::ffff:127.0.0.1')).toBe('127.0.0.1');
  });
});
