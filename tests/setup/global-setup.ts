import type { TestProject } from 'vitest/node';
import { startStack } from '@bk/local';

declare module 'vitest' {
  export interface ProvidedContext {
    /** e.g. http://127.0.0.1:41234 — the local gateway serving /api/ and /app/. */
    baseUrl: string;
    /** The environment the stack gave the functions (endpoints, table, bucket). */
    stackEnv: Record<string, string>;
  }
}

/**
 * Start one local stack (in-memory DynamoDB Local, S3, SES, gateway with the built SPA) on free
 * ports for every integration and browser test, and stop it afterwards.
 */
export default async function setup(project: TestProject): Promise<() => Promise<void>> {
  // BK_WEB_DIST lets two people (or two checkouts) build and test the SPA side by side.
  const webDist = process.env.BK_WEB_DIST;
  const stack = await startStack({
    port: 0,
    inMemory: true,
    scheduler: false,
    quiet: true,
    logLevel: 'SILENT',
    ...(webDist ? { webDist } : {}),
  });
  project.provide('baseUrl', stack.url);
  project.provide('stackEnv', stack.env);
  return async () => {
    await stack.stop();
  };
}
