import { displayName } from '@bk/domain';
import { Button, Menu, Text } from '@mantine/core';
import { useNavigate } from 'react-router';
import { routeTo } from '../../config/routes';
import { useUser } from '../../lib/session/api/get-user';
import { signOut } from '../../lib/session/session-actions';

/** SPEC §2 Shell user dropdown: Edit Profile, Support, Sign out. */
export function UserMenu() {
  const navigate = useNavigate();
  const user = useUser().data;
  const name = displayName(user?.name, 'User');

  const onSignOut = async () => {
    await signOut();
    await navigate(routeTo('Login'));
  };

  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" className="shell-menu-button">
          <Text span size="sm" c="dimmed" fw={400} mr={4} className="shell-menu-prefix">
            Account:
          </Text>
          <Text span size="sm" fw={600} className="shell-menu-name">
            {name}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item onClick={() => void navigate(routeTo('EditProfile'))}>Edit Profile</Menu.Item>
        <Menu.Item onClick={() => void navigate(routeTo('Support'))}>Support</Menu.Item>
        <Menu.Divider role="separator" />
        <Menu.Item onClick={() => void onSignOut()}>Sign out</Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
