import { Button, Group, Modal, Text } from '@mantine/core';
import { dismissOfferedVersion, useOfferedVersion } from '../version-store';

/** SPEC §2 Shell: 'Site has been updated' with Refresh and Dismiss. */
export function UpdateModal() {
  const offered = useOfferedVersion();
  return (
    <Modal
      opened={offered !== null}
      onClose={dismissOfferedVersion}
      title="Site has been updated"
      withCloseButton={false}
      centered
    >
      <Text mb="md">A new version of the site is available. Refresh the page to start using it.</Text>
      <Group justify="flex-end">
        <Button variant="default" onClick={dismissOfferedVersion}>
          Dismiss
        </Button>
        <Button onClick={() => window.location.reload()}>Refresh</Button>
      </Group>
    </Modal>
  );
}
