import { Logger } from '@aws-lambda-powertools/logger';
import { config } from './config';

/**
 * One structured JSON logger per function (Powertools). Request ids are appended per request by
 * the API chain. Never pass tokens, passwords or request bodies to it.
 */
let instance: Logger | undefined;
export function logger(): Logger {
  instance ??= new Logger({
    serviceName: 'bookkeeper',
    logLevel: config().LOG_LEVEL,
    persistentKeys: { stage: config().STAGE },
  });
  return instance;
}
