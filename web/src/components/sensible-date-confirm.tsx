import { Text } from '@mantine/core';
import { useRef, useState } from 'react';
import { sensibleDateWarning } from '../lib/uk-date';
import { ConfirmDialog } from './confirm-dialog';

/**
 * Saving a date that looks like a slip of the year (before 01/01/2000, more than a year away) asks
 * first: `confirm(dates, save)` saves at once when every date is sensible, else opens the dialog
 * and saves on 'Yes, save it'. A date once confirmed is not asked about again while the form is
 * open. Render `dialog` beside the form.
 * @example const dates = useSensibleDateConfirm(); dates.confirm([issueDate, dueDate], () => save.mutate(body));
 */
export function useSensibleDateConfirm() {
  const [pending, setPending] = useState<{ warnings: string[]; dates: string[]; proceed: () => void } | null>(null);
  const confirmed = useRef(new Set<string>());

  const confirm = (dates: readonly (string | null | undefined)[], proceed: () => void) => {
    const doubtful = dates.flatMap((d) => (d && sensibleDateWarning(d) && !confirmed.current.has(d) ? [d] : []));
    if (doubtful.length === 0) {
      proceed();
      return;
    }
    setPending({ warnings: doubtful.flatMap((d) => sensibleDateWarning(d) ?? []), dates: doubtful, proceed });
  };

  const dialog = (
    <ConfirmDialog
      opened={pending !== null}
      title="Is the date right?"
      confirmLabel="Yes, save it"
      cancelLabel="Change the date"
      onClose={() => setPending(null)}
      onConfirm={() => {
        setPending(null);
        if (!pending) return;
        for (const d of pending.dates) confirmed.current.add(d);
        pending.proceed();
      }}
    >
      {pending?.warnings.map((w) => (
        <Text key={w} size="sm">
          {w}
        </Text>
      ))}
    </ConfirmDialog>
  );

  return { confirm, dialog };
}
