import { BUSINESS_TYPES, NO_BUSINESS_TYPE } from '@bk/domain';
import { Button, Group, Modal, NativeSelect, Text } from '@mantine/core';
import { useState } from 'react';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useUpdateBusinessType } from '../api/update-business-type';

const OPTIONS = [
  { value: '', label: 'Choose a type', disabled: true },
  ...BUSINESS_TYPES.map((t) => ({ value: String(t.id), label: t.name })),
];

/** SPEC §2 Home: a business without a type is asked for one (pick a type, press Update). */
export function BusinessTypeModal() {
  const business = useActiveBusiness().data;
  const update = useUpdateBusinessType();
  const [choice, setChoice] = useState('');
  const [closed, setClosed] = useState(false);
  const opened = !closed && business?.businessTypeId === NO_BUSINESS_TYPE;

  return (
    <Modal
      opened={opened}
      onClose={() => setClosed(true)}
      title="What type of business is this?"
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Text size="sm" mb="sm">
        We use the business type to show the right tax forms.
      </Text>
      <NativeSelect
        label="Business type"
        data={OPTIONS}
        value={choice}
        onChange={(e) => setChoice(e.currentTarget.value)}
      />
      <Group justify="flex-end" mt="md">
        <Button disabled={choice === ''} loading={update.isPending} onClick={() => update.mutate(Number(choice))}>
          Update
        </Button>
      </Group>
    </Modal>
  );
}
