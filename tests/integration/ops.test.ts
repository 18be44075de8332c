import { describe, expect, it, inject } from 'vitest';
import { bannerCommands } from '@bk/ops';
import { stackDb } from '../support/seed';

const baseUrl = inject('baseUrl');

describe('operator banner command (docs/operations.md)', () => {
  it('adds a banner the app then shows, lists it, and removes it', async () => {
    const commands = bannerCommands(stackDb());
    const added = await commands.add({ message: 'Planned maintenance on Sunday', colour: 3, clearable: false });
    try {
      expect((await commands.list()).map((b) => b.id)).toContain(added.id);
      const shown = (await (await fetch(`${baseUrl}/api/banner-message`)).json()) as { id: string }[];
      expect(shown).toContainEqual({
        id: added.id,
        messageHtml: 'Planned maintenance on Sunday',
        canClear: false,
        bannerMessageColorId: 3,
      });
    } finally {
      expect(await commands.remove(added.id)).toBe(true);
    }
    expect(await commands.remove(added.id)).toBe(false);
    const after = (await (await fetch(`${baseUrl}/api/banner-message`)).json()) as { id: string }[];
    expect(after.map((b) => b.id)).not.toContain(added.id);
  });
});
