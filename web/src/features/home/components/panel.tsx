import { Center, Loader, Paper, Text, Title } from '@mantine/core';
import { useId, type ReactNode } from 'react';

/**
 * One panel of Home's dashboard: a region named by its heading. While its data loads it shows a
 * loader named after the panel; when its call fails it says so in place, and the other panels
 * carry on.
 */
export function Panel({
  title,
  loading = false,
  failed = null,
  children,
}: {
  title: string;
  loading?: boolean;
  /** What to say when the panel's data could not be loaded. */
  failed?: string | null;
  children?: ReactNode;
}) {
  const headingId = useId();
  let body: ReactNode = children;
  if (failed) body = <Text>{failed}</Text>;
  else if (loading)
    body = (
      <Center py="md">
        <Loader size="sm" role="status" aria-label={`Loading ${title.toLowerCase()}`} />
      </Center>
    );
  return (
    <Paper component="section" withBorder radius="md" p="md" aria-labelledby={headingId}>
      <Title order={3} size="h4" id={headingId} mb="sm">
        {title}
      </Title>
      {body}
    </Paper>
  );
}

/** A panel's failure in plain words: what could not be loaded and what to do. */
export const couldNotLoad = (what: string) => `${what} could not be loaded. Reload the page to try again.`;
