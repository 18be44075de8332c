import type { BotCheckProvider } from './types';

/** No bot check (the default, and the local stack): no script, no token. */
export const noBotCheck: BotCheckProvider = {
  name: 'none',
  getToken: async () => null,
};
