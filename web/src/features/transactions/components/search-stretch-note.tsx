import { Button, Group, Text } from '@mantine/core';
import { formatDate } from '../../../lib/format';

/**
 * How far a filtered search went (decision 0056): a long search is answered a stretch of dates at a
 * time, so the rows and the totals above are those of the dates named here, and the older (or the
 * newest) stretch is one button away. Nothing shows while the answer covers the whole range.
 */
export function SearchStretchNote(props: {
  /** The oldest day searched, when older days of the range remain. */
  searchedFrom: string | undefined;
  /** The last day of the stretch shown, when it is not the newest. */
  searchTo: string | null;
  onFurther: (searchedFrom: string) => void;
  onNewest: () => void;
}) {
  const { searchedFrom, searchTo } = props;
  if (!searchedFrom && !searchTo) return null;
  const span = searchTo
    ? searchedFrom
      ? `Searched ${formatDate(searchedFrom)} to ${formatDate(searchTo)}.`
      : `Searched everything up to ${formatDate(searchTo)}.`
    : `Searched back to ${formatDate(searchedFrom ?? '')}.`;
  return (
    <Group gap="sm" mb="sm" role="group" aria-label="How far the search went">
      <Text size="sm">{span} The transactions and totals shown are those of these dates.</Text>
      {searchedFrom && (
        <Button size="xs" variant="default" onClick={() => props.onFurther(searchedFrom)}>
          Search further back
        </Button>
      )}
      {searchTo && (
        <Button size="xs" variant="subtle" onClick={props.onNewest}>
          Back to the newest
        </Button>
      )}
    </Group>
  );
}
