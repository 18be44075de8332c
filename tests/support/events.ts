import type { APIGatewayProxyEventV2, Context } from 'aws-lambda';

/**
 * Factory for API Gateway HTTP API (payload 2.0) events, as API Gateway builds them
 * (STYLE §16: handlers are exercised with real-shaped events, not hand-made partials).
 */
export function httpEvent(options: {
  method: string;
  path: string;
  headers?: Record<string, string>;
  query?: Record<string, string>;
  body?: string;
  routeKey?: string;
  /** Request cookies as payload 2.0 passes them: `name=value` strings. */
  cookies?: string[];
}): APIGatewayProxyEventV2 {
  const now = Date.now();
  const rawQueryString = new URLSearchParams(options.query ?? {}).toString();
  return {
    version: '2.0',
    routeKey: options.routeKey ?? `${options.method} ${options.path}`,
    rawPath: options.path,
    rawQueryString,
    ...(options.cookies?.length ? { cookies: options.cookies } : {}),
    headers: Object.fromEntries(Object.entries(options.headers ?? {}).map(([k, v]) => [k.toLowerCase(), v])),
    ...(options.query ? { queryStringParameters: options.query } : {}),
    ...(options.body !== undefined ? { body: options.body } : {}),
    isBase64Encoded: false,
    requestContext: {
      accountId: 'test',
      apiId: 'test',
      domainName: 'localhost',
      domainPrefix: 'localhost',
      requestId: `req-${now}-${Math.random().toString(36).slice(2)}`,
      routeKey: options.routeKey ?? `${options.method} ${options.path}`,
      stage: '$default',
      time: new Date(now).toISOString(),
      timeEpoch: now,
      http: {
        method: options.method,
        path: options.path,
        protocol: 'HTTP/1.1',
        sourceIp: '127.0.0.1',
        userAgent: 'vitest',
      },
    },
  };
}

export function lambdaContext(): Context {
  return {
    awsRequestId: 'ctx-request',
    functionName: 'test',
    functionVersion: '$LATEST',
    invokedFunctionArn: 'arn:aws:lambda:eu-west-2:000000000000:function:test',
    memoryLimitInMB: '512',
    logGroupName: 'test',
    logStreamName: 'test',
    callbackWaitsForEmptyEventLoop: true,
    getRemainingTimeInMillis: () => 30_000,
    done: () => undefined,
    fail: () => undefined,
    succeed: () => undefined,
  };
}
