import { BusinessRole, displayName } from '@bk/domain';

/**
 * How a business is named on its tile: the name (or 'Business' when too long), with the role in
 * brackets unless the user administers it (SPEC §2 Select Business, §6).
 * @example businessTileLabel({ name: 'Acme', businessRole: { id: 100, name: 'Accountant' } }) // 'Acme (Accountant)'
 */
export function businessTileLabel(tile: { name: string; businessRole: { id: number; name: string } }): string {
  const shown = displayName(tile.name, 'Business');
  return tile.businessRole.id === BusinessRole.ADMINISTRATOR ? shown : `${shown} (${tile.businessRole.name})`;
}
