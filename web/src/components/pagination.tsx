import { Button, Group, VisuallyHidden } from '@mantine/core';

/**
 * The page numbers to offer (SPEC §9): every page when fewer than 5, otherwise the first, a
 * window of 3 around the current page and the last; null marks a gap.
 * @example pageItems(7, 20) // [1, null, 6, 7, 8, null, 20]
 */
export function pageItems(current: number, pages: number): (number | null)[] {
  if (pages < 5) return Array.from({ length: pages }, (_, i) => i + 1);
  const start = Math.max(2, Math.min(current - 1, pages - 3));
  const end = Math.min(pages - 1, start + 2);
  const items: (number | null)[] = [1];
  if (start > 2) items.push(null);
  for (let p = start; p <= end; p += 1) items.push(p);
  if (end < pages - 1) items.push(null);
  items.push(pages);
  return items;
}

/** Page buttons for a paged list (SPEC §2 Other widgets "pagination"); hidden for a single page. */
export function Pagination({
  page,
  pages,
  label,
  onChange,
}: {
  page: number;
  pages: number;
  /** What is paged, e.g. 'Transactions pages'. */
  label: string;
  onChange: (page: number) => void;
}) {
  if (pages <= 1) return null;
  return (
    <nav aria-label={label}>
      <Group gap={4} justify="center" wrap="wrap" mt="md">
        <Button size="xs" variant="default" disabled={page <= 1} onClick={() => onChange(page - 1)}>
          Previous<VisuallyHidden> page</VisuallyHidden>
        </Button>
        {pageItems(page, pages).map((item, i) =>
          item === null ? (
            <span key={`gap-${i}`} aria-hidden="true">
              …
            </span>
          ) : (
            <Button
              key={item}
              size="xs"
              variant={item === page ? 'filled' : 'default'}
              aria-current={item === page ? 'page' : undefined}
              aria-label={`Page ${item}`}
              onClick={() => onChange(item)}
            >
              {item}
            </Button>
          ),
        )}
        <Button size="xs" variant="default" disabled={page >= pages} onClick={() => onChange(page + 1)}>
          Next<VisuallyHidden> page</VisuallyHidden>
        </Button>
      </Group>
    </nav>
  );
}
