import { defineConfig } from 'vitest/config';
import { REACT_ON_PREACT } from './web/react-on-preact-aliases.js';
import { routeWirePlugin } from './web/vite-plugin-route-wire.js';

/**
 * One runner for every test. Projects:
 * - unit: pure packages and functions code, no I/O;
 * - infra: CDK assertions and cdk-nag;
 * - stack: handler integration, the security suite (tests/security) and browser journeys, sharing ONE local stack (DynamoDB Local,
 *   S3, SES, gateway, built SPA) started by the global setup on free ports.
 */
export default defineConfig({
  test: {
    reporters: ['default'],
    // Node 22 is the Lambda runtime; the SDK's notice about Node 20 support ending is known (README).
    env: { AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true' },
    projects: [
      {
        // The web's API client sends calls from the build's wire table (decision 0059).
        plugins: [routeWirePlugin()],
        // The web's code runs on Preact here too, as it does in the build.
        resolve: { alias: REACT_ON_PREACT },
        test: {
          name: 'unit',
          sequence: { groupOrder: 0 },
          include: [
            'packages/*/src/**/*.test.ts',
            'functions/**/*.test.ts',
            'web/src/**/*.test.ts',
            'tests/unit/**/*.test.ts',
          ],
          exclude: ['**/*.int.test.ts', '**/node_modules/**'],
          environment: 'node',
        },
      },
      {
        test: {
          name: 'infra',
          sequence: { groupOrder: 2 },
          include: ['tests/infra/**/*.test.ts'],
          testTimeout: 120_000,
          hookTimeout: 120_000,
        },
      },
      {
        test: {
          name: 'stack',
          sequence: { groupOrder: 1 },
          include: [
            'tests/integration/**/*.test.ts',
            'tests/security/**/*.test.ts',
            'tests/browser/**/*.test.ts',
            'packages/*/src/**/*.int.test.ts',
          ],
          globalSetup: ['tests/setup/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
          maxWorkers: 2,
          // On CI's two busy cores a browser journey can miss a step's deadline; one retry there
          // keeps a slow machine from failing a build, while a real fault still fails both tries
          // (and locally nothing is retried, so a flaky journey shows up where it is written).
          retry: process.env.CI ? 1 : 0,
        },
      },
    ],
  },
});
