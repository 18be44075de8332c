import { ActionIcon, Button, Group, Menu } from '@mantine/core';

interface RowEditActionsProps {
  /** What the row is, for the More menu's name ("More actions for Current account"). */
  label: string;
  saving: boolean;
  onCancel: () => void;
  /** Offered in the More menu for a saved row; left out for a row being added. */
  onDelete?: (() => void) | undefined;
  justify?: 'flex-start' | 'flex-end';
}

/** An inline edit row's Save (the form's submit), Cancel and, for a saved row, More → Delete. */
export function RowEditActions({ label, saving, onCancel, onDelete, justify }: RowEditActionsProps) {
  return (
    <Group gap="xs" justify={justify} wrap="nowrap">
      <Button type="submit" size="sm" loading={saving}>
        Save
      </Button>
      <Button size="sm" variant="default" onClick={onCancel}>
        Cancel
      </Button>
      {onDelete && (
        <Menu position="bottom-end" withinPortal>
          <Menu.Target>
            <ActionIcon variant="default" size={36} aria-label={`More actions for ${label}`}>
              <span aria-hidden="true">⋯</span>
            </ActionIcon>
          </Menu.Target>
          <Menu.Dropdown>
            <Menu.Item color="red" onClick={onDelete}>
              Delete
            </Menu.Item>
          </Menu.Dropdown>
        </Menu>
      )}
    </Group>
  );
}
