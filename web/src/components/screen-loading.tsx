import { Center, Loader } from '@mantine/core';

/** Shown in the main area while a screen's guards and data load for the first time. */
export function ScreenLoading() {
  return (
    <Center py="xl">
      <Loader aria-label="Loading" role="status" />
    </Center>
  );
}
