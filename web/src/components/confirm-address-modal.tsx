import { Button, Group, Modal, Radio, Stack, Text } from '@mantine/core';
import { useState } from 'react';

export interface AddressPrediction {
  id: string;
  description: string;
}

export interface ConfirmAddressModalProps {
  opened: boolean;
  /** The search the predictions answer, repeated so the person knows what they are choosing from. */
  searchQuery: string;
  predictions: readonly AddressPrediction[];
  loading?: boolean;
  onConfirm: (placeId: string) => void;
  onClose: () => void;
}

/**
 * Pick one of the address lookup's predictions (SPEC §2 Other widgets "Confirm Address modal":
 * Cancel or Confirm, Confirm disabled until one is chosen).
 */
export function ConfirmAddressModal({
  opened,
  searchQuery,
  predictions,
  loading = false,
  onConfirm,
  onClose,
}: ConfirmAddressModalProps) {
  const [chosen, setChosen] = useState<string | null>(null);
  const close = () => {
    setChosen(null);
    onClose();
  };
  const stillListed = chosen !== null && predictions.some((p) => p.id === chosen);

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Confirm Address"
      size={550}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <form
        onSubmit={(event) => {
          event.preventDefault();
          // The modal is portalled, but React still bubbles its submit to any form around it.
          event.stopPropagation();
          if (stillListed) onConfirm(chosen);
        }}
      >
        <Stack gap="md">
          <Radio.Group
            label="Choose the address"
            description={`Addresses found for "${searchQuery}"`}
            value={chosen}
            onChange={setChosen}
          >
            <Stack gap="xs" mt="xs">
              {predictions.map((prediction) => (
                <Radio key={prediction.id} value={prediction.id} label={prediction.description} />
              ))}
            </Stack>
          </Radio.Group>
          {predictions.length === 0 && <Text size="sm">No addresses found. Try another search.</Text>}
          <Group justify="flex-end" gap="sm">
            <Button variant="default" onClick={close}>
              Cancel
            </Button>
            <Button type="submit" disabled={!stillListed} loading={loading}>
              Confirm
            </Button>
          </Group>
        </Stack>
      </form>
    </Modal>
  );
}
