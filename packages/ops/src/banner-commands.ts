import { randomUUID } from 'node:crypto';
import { bannerRepository, type BannerItem, type Db } from '@bk/data';

export interface AddBannerOptions {
  message: string;
  colour: 1 | 2 | 3;
  clearable: boolean;
}

/** Operators' banner commands (docs/operations.md "Banner messages"). */
export function bannerCommands(db: Db) {
  const repo = bannerRepository(db);
  return {
    async add(options: AddBannerOptions, now = new Date()): Promise<BannerItem> {
      const banner: BannerItem = {
        id: randomUUID(),
        messageHtml: options.message,
        canClear: options.clearable,
        colorId: options.colour,
        createdAt: now.toISOString(),
      };
      await repo.putBanner(banner);
      return banner;
    },
    list: () => repo.listBanners(),
    remove: (id: string) => repo.deleteBanner(id),
  };
}

const COLOURS: Record<string, 1 | 2 | 3> = { '1': 1, primary: 1, blue: 1, '2': 2, gold: 2, '3': 3, danger: 3, red: 3 };

/** Parse `add --message <html> [--colour primary|gold|danger] [--clearable]`, `list`, `remove <id>`. */
export function parseBannerArgs(
  argv: readonly string[],
):
  | { command: 'add'; options: AddBannerOptions }
  | { command: 'list' }
  | { command: 'remove'; id: string }
  | { command: 'help'; error?: string } {
  const [command, ...rest] = argv;
  if (command === 'list') return { command: 'list' };
  if (command === 'remove')
    return rest[0]
      ? { command: 'remove', id: rest[0] }
      : { command: 'help', error: 'remove needs the banner id (see list)' };
  if (command !== 'add')
    return { command: 'help', ...(command && command !== 'help' ? { error: `Unknown command ${command}` } : {}) };
  let message: string | undefined;
  let colour: 1 | 2 | 3 = 1;
  let clearable = false;
  for (let i = 0; i < rest.length; i++) {
    const arg = rest[i];
    if (arg === '--message') message = rest[++i];
    else if (arg === '--colour' || arg === '--color') {
      const c = COLOURS[(rest[++i] ?? '').toLowerCase()];
      if (!c) return { command: 'help', error: 'Colour must be primary, gold or danger (or 1, 2, 3)' };
      colour = c;
    } else if (arg === '--clearable') clearable = true;
    else return { command: 'help', error: `Unknown option ${arg}` };
  }
  if (!message || message.trim() === '')
    return { command: 'help', error: 'add needs --message "<text or simple HTML>"' };
  return { command: 'add', options: { message: message.trim(), colour, clearable } };
}
