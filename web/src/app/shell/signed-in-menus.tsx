import { Group } from '@mantine/core';
import { BusinessMenu } from './business-menu';
import { UserMenu } from './user-menu';

/** The business and user menus of a signed-in person's top bar (SPEC §2 Shell). */
export function SignedInMenus() {
  return (
    <Group gap={4} wrap="wrap" className="shell-menus">
      <BusinessMenu />
      <UserMenu />
    </Group>
  );
}
