import type { Context } from 'aws-lambda';

/** Default timeout: API Gateway HTTP API gives up on an integration after 30 s. */
export const DEFAULT_TIMEOUT_MS = 30_000;

/**
 * A Lambda `Context` for a local invocation. Powertools' `injectLambdaContext` reads
 * functionName, memory, request id and ARN from it; `getRemainingTimeInMillis` counts down from
 * the function timeout like the real runtime.
 *
 * @example createLambdaContext('bookkeeper-local-account', 'req-1').awsRequestId // 'req-1'
 */
export function createLambdaContext(functionName: string, requestId: string, timeoutMs = DEFAULT_TIMEOUT_MS): Context {
  const deadline = Date.now() + timeoutMs;
  const unsupported = (): never => {
    throw new Error('context.done/fail/succeed are not supported; return a value or throw');
  };
  return {
    callbackWaitsForEmptyEventLoop: true,
    functionName,
    functionVersion: '$LATEST',
    invokedFunctionArn: `arn:aws:lambda:eu-west-2:000000000000:function:${functionName}`,
    memoryLimitInMB: '1024',
    awsRequestId: requestId,
    logGroupName: `/aws/lambda/${functionName}`,
    logStreamName: `local/[$LATEST]${requestId.replace(/-/g, '')}`,
    getRemainingTimeInMillis: () => Math.max(0, deadline - Date.now()),
    done: unsupported,
    fail: unsupported,
    succeed: unsupported,
  };
}
