/**
 * `@bk/local`: the local serverless stack (ARCHITECTURE "Local stack"). `startStack` runs the
 * AWS stand-ins, the gateway in front of the Lambda handlers, the scheduler and the mail viewer.
 */
export { startStack, type Stack, type StackOptions } from './stack';
export { startGateway, createGatewayServer, type Gateway, type GatewayOptions } from './gateway';
export { resolveApiRequest, type ApiTarget } from './routes';
export { Scheduler, runJob, type SchedulerOptions } from './scheduler';
export { eventBridgeToCron, nextFireTime, scheduleExpression } from './cron';
export { buildHttpApiEvent, type RequestFacts } from './lambda/event';
export { createLambdaContext } from './lambda/context';
export { scheduledEvent } from './lambda/scheduled-event';
export { createHandlerLoader, type HandlerLoader, type LambdaHandler } from './lambda/handlers';
export { buildStackEnv, LOCAL_CREDENTIALS, type FunctionLogLevel } from './env';
export { commandWorks, ensureJava, installDebianPackages, JAVA_PACKAGE } from './services/java';
export { toLocalMail, type LocalMail } from './mail/mapping';
export { buildCsp } from './http/security-headers';
