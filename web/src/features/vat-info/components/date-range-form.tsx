import { Button, Group } from '@mantine/core';
import type { HmrcRangeKind } from '@bk/domain';
import { useState, type FormEvent } from 'react';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { UkDateField } from '../../../components/uk-date-field';
import { clearFieldErrors, useFieldError } from '../../../lib/notifications/field-errors-store';
import { checkRange, type RangeErrors } from '../../../lib/date-range';

/**
 * Date from / Date to in the one date field (SPEC §2, §9: DD/MM/YYYY, and DD-MM-YYYY as the spec
 * types it reads too) and the retrieve button. HMRC's range rules for the call (`kind`) are
 * checked here first (SPEC §5, decision 0046); the server's own field errors show on the same fields.
 */
export function DateRangeForm({
  kind,
  initial,
  buttonLabel,
  loading,
  onRetrieve,
}: {
  kind: HmrcRangeKind;
  initial: { from: string; to: string };
  buttonLabel: string;
  loading: boolean;
  onRetrieve: (range: { from: string; to: string }) => void;
}) {
  // ISO, '' when blank, null while the typed text is no date (the date field says why).
  const [from, setFrom] = useState<string | null>(initial.from);
  const [to, setTo] = useState<string | null>(initial.to);
  const [errors, setErrors] = useState<RangeErrors>({});
  const serverFrom = useFieldError('from');
  const serverTo = useFieldError('to');

  const submit = (event: FormEvent) => {
    event.preventDefault();
    clearFieldErrors();
    const checked = checkRange(from, to, kind);
    setErrors(checked.errors);
    if (checked.from && checked.to && !checked.errors.from && !checked.errors.to)
      onRetrieve({ from: checked.from, to: checked.to });
  };

  return (
    <form onSubmit={submit} noValidate>
      <FieldErrorSummary labels={{ from: 'Date from', to: 'Date to' }} />
      <Group align="flex-start" gap="md" mb="md" wrap="wrap">
        <UkDateField
          label="Date from"
          value={from}
          onChange={setFrom}
          error={errors.from ?? serverFrom}
          w={{ base: '100%', xs: 190 }}
        />
        <UkDateField
          label="Date to"
          value={to}
          onChange={setTo}
          error={errors.to ?? serverTo}
          w={{ base: '100%', xs: 190 }}
        />
        <Button type="submit" loading={loading} mt={{ base: 0, xs: 25 }}>
          {buttonLabel}
        </Button>
      </Group>
    </form>
  );
}
