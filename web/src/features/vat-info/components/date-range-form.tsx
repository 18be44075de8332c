import { Button, Group, TextInput } from '@mantine/core';
import { useState, type FormEvent } from 'react';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { clearFieldErrors, useFieldError } from '../../../lib/notifications/field-errors-store';
import { checkRange, isoToTyped, type RangeErrors } from '../../../lib/date-range';

/**
 * Date from / Date to typed as DD-MM-YYYY (SPEC §2, §9) and the retrieve button. The spec's range
 * rules are checked here first (SPEC §5); the server's own field errors show on the same fields.
 */
export function DateRangeForm({
  initial,
  buttonLabel,
  loading,
  onRetrieve,
}: {
  initial: { from: string; to: string };
  buttonLabel: string;
  loading: boolean;
  onRetrieve: (range: { from: string; to: string }) => void;
}) {
  const [from, setFrom] = useState(isoToTyped(initial.from));
  const [to, setTo] = useState(isoToTyped(initial.to));
  const [errors, setErrors] = useState<RangeErrors>({});
  const serverFrom = useFieldError('from');
  const serverTo = useFieldError('to');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFieldErrors();
    const checked = checkRange(from, to);
    setErrors(checked.errors);
    if (checked.from && checked.to && !checked.errors.from && !checked.errors.to)
      onRetrieve({ from: checked.from, to: checked.to });
  };

  return (
    <form onSubmit={submit} noValidate>
      <FieldErrorSummary labels={{ from: 'Date from', to: 'Date to' }} />
      <Group align="flex-start" gap="md" mb="md" wrap="wrap">
        <TextInput
          label="Date from"
          description="DD-MM-YYYY"
          placeholder="DD-MM-YYYY"
          inputMode="numeric"
          autoComplete="off"
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
          error={errors.from ?? serverFrom}
          w={{ base: '100%', xs: 180 }}
        />
        <TextInput
          label="Date to"
          description="DD-MM-YYYY"
          placeholder="DD-MM-YYYY"
          inputMode="numeric"
          autoComplete="off"
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
          error={errors.to ?? serverTo}
          w={{ base: '100%', xs: 180 }}
        />
        <Button type="submit" loading={loading} mt={{ base: 0, xs: 44 }}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
