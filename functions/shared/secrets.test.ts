import { GetSecretValueCommand } from '@aws-sdk/client-secrets-manager';
import { describe, expect, it } from 'vitest';
import { createSecretStore, type SecretsClient } from './secrets';
import { defined } from '../../tests/support/defined';

/** A fake Secrets Manager: answers from `values`, counting requests per secret id. */
function fakeClient(values: Record<string, string | undefined>, failures = 0) {
  const asked: string[] = [];
  let failuresLeft = failures;
  const client: SecretsClient = {
    async send(command) {
      expect(command).toBeInstanceOf(GetSecretValueCommand);
      const id = defined(command.input.SecretId, 'command.input.SecretId');
      asked.push(id);
      await new Promise((resolve) => setTimeout(resolve, 5));
      if (failuresLeft > 0) {
        failuresLeft -= 1;
        throw new Error('Rate exceeded');
      }
      if (!(id in values)) throw new Error("Secrets Manager can't find the specified secret.");
      return { SecretString: values[id] };
    },
  };
  return { client, asked };
}

describe('secret store', () => {
  it('reads a secret once, and concurrent callers share the one request', async () => {
    const { client, asked } = fakeClient({ 'bookkeeper/dev/bot-check': 'sk-1', 'bookkeeper/dev/places': 'pk-2' });
    const store = createSecretStore(client);
    const first = await Promise.all([
      store.value('bookkeeper/dev/bot-check'),
      store.value('bookkeeper/dev/bot-check'),
      store.value('bookkeeper/dev/places'),
    ]);
    expect(first).toEqual(['sk-1', 'sk-1', 'pk-2']);
    expect(await store.value('bookkeeper/dev/bot-check')).toBe('sk-1');
    expect(asked.sort()).toEqual(['bookkeeper/dev/bot-check', 'bookkeeper/dev/places']);
  });

  it('does not keep a failed read, so the next call asks again', async () => {
    const { client, asked } = fakeClient({ s: 'value' }, 1);
    const store = createSecretStore(client);
    await expect(store.value('s')).rejects.toThrow('Rate exceeded');
    expect(await store.value('s')).toBe('value');
    expect(asked).toEqual(['s', 's']);
  });

  it('refuses a secret without a text value, naming the secret but not its content', async () => {
    const { client } = fakeClient({ binary: undefined, empty: '' });
    const store = createSecretStore(client);
    await expect(store.value('binary')).rejects.toThrow(/^Secret binary has no text value/);
    await expect(store.value('empty')).rejects.toThrow(/^Secret empty has no text value/);
    await expect(store.value('missing')).rejects.toThrow(/can't find the specified secret/);
  });
});
