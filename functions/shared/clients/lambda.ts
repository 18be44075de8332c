import { InvokeCommand, LambdaClient } from '@aws-sdk/client-lambda';
import { config } from '../config';
import { awsRequestHandler } from './timeouts';

/**
 * The Lambda client that starts jobs, built once per cold start. A module of its own that
 * `jobs.ts` imports on a job's start, so the functions that can start a deletion load the
 * client only when one starts (decision 0058).
 */
let lambda: LambdaClient | undefined;

function getLambda(): LambdaClient {
  if (!lambda) {
    const c = config();
    lambda = new LambdaClient({
      region: c.AWS_REGION,
      requestHandler: awsRequestHandler(c),
      ...(c.LAMBDA_ENDPOINT ? { endpoint: c.LAMBDA_ENDPOINT } : {}),
    });
  }
  return lambda;
}

/** Invoke `functionName` asynchronously (InvocationType Event) with `payload` as JSON. */
export async function invokeEvent(functionName: string, payload: unknown): Promise<void> {
  await getLambda().send(
    new InvokeCommand({
      FunctionName: functionName,
      InvocationType: 'Event',
      Payload: new TextEncoder().encode(JSON.stringify(payload)),
    }),
  );
}

export function resetLambda(): void {
  lambda?.destroy();
  lambda = undefined;
}
