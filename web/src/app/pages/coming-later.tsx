import { Paper, Text } from '@mantine/core';
import { ScreenTitle } from '../../components/screen-title';

/** The panel for screens that a later release delivers. */
export function ComingLater({ title }: { title: string }) {
  return (
    <Paper withBorder p="lg" radius="md">
      <ScreenTitle>{title}</ScreenTitle>
      <Text>This screen is coming in a later release.</Text>
    </Paper>
  );
}
