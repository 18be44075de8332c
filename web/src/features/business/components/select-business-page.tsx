import { Button, Card, Text, UnstyledButton } from '@mantine/core';
import { useMutation } from '../../../lib/use-mutation';
import { useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useBusinessList } from '../../../lib/session/api/get-business-list';
import { selectBusiness } from '../../../lib/session/session-actions';
import { businessTileLabel } from '../business-tile';
import { CreateBusinessDialog } from './create-business-dialog';

/** Navigation state that opens the Create Business dialog on arrival (the shell menu's Create Business). */
export interface SelectBusinessState {
  createBusiness?: boolean;
}

/**
 * SPEC §2 Select Business: a tile per business (role in brackets unless administrator) and a
 * Create Business tile. Choosing a business switches the session to it and goes Home.
 */
export function SelectBusinessPage() {
  const navigate = useNavigate();
  const location = useLocation();
  const list = useBusinessList();
  const active = useActiveBusiness().data ?? null;
  const [creating, setCreating] = useState(
    () => (location.state as SelectBusinessState | null)?.createBusiness === true,
  );
  const select = useMutation({
    mutationFn: selectBusiness,
    onSuccess: () => navigate(routeTo('Home')),
  });

  const closeCreate = () => {
    setCreating(false);
    // Forget the request to open it, so going back or reloading does not open it again.
    if ((location.state as SelectBusinessState | null)?.createBusiness)
      void navigate('.', { replace: true, state: null });
  };

  return (
    <>
      <ScreenTitle>Select Business</ScreenTitle>
      <Text mb="md">Choose the business to work on, or create a new one.</Text>
      {list.isPending ? (
        <ScreenLoading />
      ) : (
        <ul className="tile-grid" aria-label="Your businesses">
          {(list.data ?? []).map((tile) => (
            <Card
              key={tile.id}
              component="li"
              withBorder
              radius="md"
              padding={0}
              className="tile tile-linked"
              aria-current={tile.id === active?.id ? 'true' : undefined}
            >
              <UnstyledButton
                className="select-business-tile"
                p="lg"
                w="100%"
                h="100%"
                disabled={select.isPending}
                onClick={() => select.mutate(tile.id)}
              >
                <Text fw={600} size="lg">
                  {businessTileLabel(tile)}
                </Text>
                {tile.id === active?.id && (
                  <Text size="sm" mt={4}>
                    Currently selected
                  </Text>
                )}
              </UnstyledButton>
            </Card>
          ))}
          <Card component="li" withBorder radius="md" padding="lg" className="tile">
            <Text size="sm" mb="sm">
              Keep the books of another business.
            </Text>
            <Button variant="light" onClick={() => setCreating(true)}>
              Create Business
            </Button>
          </Card>
        </ul>
      )}
      {list.isError && <Text mt="md">Your businesses could not be loaded. Reload the page to try again.</Text>}
      <CreateBusinessDialog opened={creating} onClose={closeCreate} />
    </>
  );
}
