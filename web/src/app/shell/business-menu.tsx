import { can, displayName, BusinessRole, isBusinessRoleId } from '@bk/domain';
import { Button, Menu, Text } from '@mantine/core';
import { useMutation } from '../../lib/use-mutation';
import { useId } from 'react';
import { useNavigate } from 'react-router';
import { routeTo } from '../../config/routes';
import { useActiveBusiness } from '../../lib/session/api/get-active-business';
import { useBusinessList } from '../../lib/session/api/get-business-list';
import { selectBusiness } from '../../lib/session/session-actions';

function tileLabel(name: string, roleId: number, roleName: string): string {
  const shown = displayName(name, 'Business');
  // SPEC §6: the role is shown in brackets, except for administrators.
  return roleId === BusinessRole.ADMINISTRATOR ? shown : `${shown} (${roleName})`;
}

/** SPEC §2 Shell business dropdown; its button names the business every screen shows. */
export function BusinessMenu() {
  const navigate = useNavigate();
  const listLabelId = useId();
  const business = useActiveBusiness().data ?? null;
  const list = useBusinessList().data ?? [];
  const select = useMutation({
    mutationFn: selectBusiness,
    onSuccess: () => navigate(routeTo('Home')),
  });
  const role = business && isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const label = business ? displayName(business.name, 'Business') : 'No business selected';

  return (
    <Menu position="bottom-end" withinPortal withInitialFocusPlaceholder={false}>
      <Menu.Target>
        <Button variant="default" className="shell-menu-button" loading={select.isPending}>
          <Text span size="sm" c="dimmed" fw={400} mr={4} className="shell-menu-prefix">
            Business:
          </Text>
          <Text span size="sm" fw={600} className="shell-menu-name">
            {label}
          </Text>
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        {role !== null && can(role, 'business:edit') && (
          <Menu.Item onClick={() => void navigate(routeTo('EditBusiness'))}>Edit Business</Menu.Item>
        )}
        {role !== null && can(role, 'access:manage') && (
          <Menu.Item onClick={() => void navigate(routeTo('ShareAccess'))}>Share Access</Menu.Item>
        )}
        {/* Select Business lists the new business once made: the dialog opens there (state read by SelectBusinessPage). */}
        <Menu.Item onClick={() => void navigate(routeTo('SelectBusiness'), { state: { createBusiness: true } })}>
          Create Business
        </Menu.Item>
        {list.length > 0 && (
          <>
            <Menu.Divider role="separator" />
            {/* A labelled group keeps the menu's children to what ARIA allows (menuitem, group, separator). */}
            <div role="group" aria-labelledby={listLabelId}>
              <Menu.Label id={listLabelId}>Switch business</Menu.Label>
              {list.map((tile) => (
                <Menu.Item
                  key={tile.id}
                  aria-current={tile.id === business?.id ? 'true' : undefined}
                  onClick={() => select.mutate(tile.id)}
                >
                  {tileLabel(tile.name, tile.businessRole.id, tile.businessRole.name)}
                </Menu.Item>
              ))}
            </div>
          </>
        )}
      </Menu.Dropdown>
    </Menu>
  );
}
