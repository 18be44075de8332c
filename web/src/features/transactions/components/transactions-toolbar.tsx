import { Button, Group, Menu, NativeSelect } from '@mantine/core';
import { TIMEFRAME_OPTIONS, type Timeframe } from '@bk/domain';
import type { RefCallback } from 'react';

/** Above the ledger: the timeframe, Add, Search, and Update all while some rows are incomplete. */
export function TransactionsToolbar({
  addTarget,
  ...props
}: {
  timeframe: Timeframe;
  onTimeframe: (next: Timeframe) => void;
  adding: boolean;
  onAdd: () => void;
  /** Where focus comes back to after adding a transaction this page does not show. */
  addTarget?: RefCallback<HTMLButtonElement>;
  searchOpen: boolean;
  onToggleSearch: () => void;
  hasIncomplete: boolean;
  updatingAll: boolean;
  onSaveAll: () => void;
  onDiscardAll: () => void;
}) {
  const { searchOpen } = props;
  return (
    <Group justify="space-between" align="flex-end" gap="sm" wrap="wrap" mb="sm">
      <NativeSelect
        label="Timeframe"
        data={[...TIMEFRAME_OPTIONS]}
        value={props.timeframe}
        onChange={(e) => props.onTimeframe(e.currentTarget.value as Timeframe)}
        style={{ flex: '1 1 12rem', maxWidth: '16rem' }}
      />
      <Group gap="xs" wrap="wrap">
        <Button ref={addTarget} onClick={props.onAdd} disabled={props.adding}>
          Add
        </Button>
        <Button variant={searchOpen ? 'filled' : 'default'} aria-expanded={searchOpen} onClick={props.onToggleSearch}>
          Search
        </Button>
        {props.hasIncomplete && (
          <Menu position="bottom-end">
            <Menu.Target>
              <Button variant="default" loading={props.updatingAll}>
                Update all
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Item onClick={props.onSaveAll}>Save all</Menu.Item>
              <Menu.Item color="red" onClick={props.onDiscardAll}>
                Discard all
              </Menu.Item>
            </Menu.Dropdown>
          </Menu>
        )}
      </Group>
    </Group>
  );
}
