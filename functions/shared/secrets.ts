import { GetSecretValueCommand, SecretsManagerClient } from '@aws-sdk/client-secrets-manager';
import { config } from './config';

/** What the store needs of a Secrets Manager client (the real one, or a fake in tests). */
export interface SecretsClient {
  send(command: GetSecretValueCommand): Promise<{ SecretString?: string | undefined }>;
}

/** Reads secrets by name, each once: later and concurrent callers share the first request. */
export interface SecretStore {
  value(name: string): Promise<string>;
}

/**
 * A store over a Secrets Manager client. A failed read is not kept, so the next call asks again;
 * errors name the secret, never its value.
 * @example await createSecretStore(new SecretsManagerClient({})).value('bookkeeper/dev/bot-check')
 */
export function createSecretStore(client: SecretsClient): SecretStore {
  const reads = new Map<string, Promise<string>>();
  return {
    value(name) {
      let read = reads.get(name);
      if (!read) {
        read = fetchSecret(client, name);
        reads.set(name, read);
        read.catch(() => reads.delete(name));
      }
      return read;
    },
  };
}

async function fetchSecret(client: SecretsClient, name: string): Promise<string> {
  const answer = await client.send(new GetSecretValueCommand({ SecretId: name }));
  if (typeof answer.SecretString !== 'string' || answer.SecretString === '')
    throw new Error(`Secret ${name} has no text value (store the key as plain text, not JSON or binary)`);
  return answer.SecretString;
}

let store: SecretStore | undefined;

/**
 * The text of a Secrets Manager secret (its `SecretString`), read once per cold start. Deployed
 * functions get secret *names* in their environment (`*_SECRET_NAME`) and their role may read
 * only those; the value stays in memory and must never be logged.
 * @example const key = await secretValue(config().PLACES_API_KEY_SECRET_NAME!)
 */
export function secretValue(name: string): Promise<string> {
  store ??= createSecretStore(new SecretsManagerClient({ region: config().AWS_REGION }));
  return store.value(name);
}

/** Forget the cached secrets (tests). */
export function resetSecrets(): void {
  store = undefined;
}
