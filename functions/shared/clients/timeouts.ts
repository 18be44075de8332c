import type { Config } from '../config';

/** The options of the SDK's Node request handler that this module sets. */
export interface AwsRequestHandlerOptions {
  connectionTimeout: number;
  requestTimeout?: number;
  throwOnRequestTimeout?: boolean;
  socketTimeout?: number;
}

/**
 * The request handler options every AWS client of the functions gets (decision 0048). The SDK's
 * own defaults wait for ever on a connection or an answer that never comes, which turns a hung
 * dependency into a Lambda timeout; with these it is a TimeoutError the chain maps to a 503.
 * Clients that move whole files (S3) bound silence on the socket instead of the request's
 * length, so a large export is never cut off half-way.
 */
export function awsRequestHandler(c: Config, use: 'calls' | 'files' = 'calls'): AwsRequestHandlerOptions {
  if (use === 'files') return { connectionTimeout: c.AWS_CONNECT_TIMEOUT_MS, socketTimeout: c.AWS_REQUEST_TIMEOUT_MS };
  return {
    connectionTimeout: c.AWS_CONNECT_TIMEOUT_MS,
    requestTimeout: c.AWS_REQUEST_TIMEOUT_MS,
    // Without it a breached request timeout is only a logged warning and the call goes on waiting.
    throwOnRequestTimeout: true,
  };
}
