/**
 * `@bk/platform`: what the deployed platform (CloudFront, API Gateway, EventBridge) and its local
 * stand-in share, as data and pure functions (decision 0027): the HTTP API's route table, the
 * Content Security Policy and security headers, the bot check's build-time settings and the
 * schedules. `infra`, `packages/local` and `web` import it; it imports only `@bk/contract` and zod.
 */
export * from './api-routes';
export * from './bot-check';
export * from './csp';
export * from './schedules';
export * from './security-headers';
export * from './web-build-config';
export * from './public-files';
