import { ActionIcon, Text, TextInput, VisuallyHidden, type TextInputProps } from '@mantine/core';
import { useRef, useState, type CSSProperties, type FocusEvent, type ReactNode } from 'react';
import { readUkDate, sensibleDateWarning, UK_DATE_HINT, ukDateText, ukDateValue } from '../lib/uk-date';

export interface UkDateFieldProps extends Omit<
  TextInputProps,
  'value' | 'onChange' | 'defaultValue' | 'type' | 'label' | 'description'
> {
  /** The field's name on screen; the picker button is "Choose <label>". */
  label: string;
  /** ISO YYYY-MM-DD, '' or null for none. */
  value: string | null;
  /**
   * ISO YYYY-MM-DD for a real date, '' when blank, null while the text is not a date (the field
   * says why; keep null as the value, or keep the last good one, but never save it as a date).
   */
  onChange: (value: string | null) => void;
  /** Said after the format hint, under the field. */
  description?: ReactNode;
  /** Warn under the field of a date before 01/01/2000 or more than a year away. */
  sensible?: boolean;
}

/** The native picker, out of sight and out of the tab order: the button beside the field opens it. */
const PICKER_STYLE: CSSProperties = {
  position: 'absolute',
  right: 0,
  bottom: 0,
  width: 1,
  height: 1,
  opacity: 0,
  border: 0,
  padding: 0,
  pointerEvents: 'none',
};

function CalendarIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
      <rect x="3" y="5" width="18" height="16" rx="2" fill="none" stroke="currentColor" strokeWidth="2" />
      <path d="M3 10h18M8 3v4M16 3v4" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
    </svg>
  );
}

/**
 * The one date field of the app (SPEC §9): typed as DD/MM/YYYY (1/2/2026, 01-02-2026, 01.02.2026
 * and 01022026 read too, shown back as 01/02/2026 on leaving the field), or picked with the
 * browser's own calendar from the button beside it. Impossible dates and unreadable text are
 * refused on the field in words; the value out is ISO, so a date never changes into another one.
 * @example <UkDateField label="Date" value={date} onChange={setDate} sensible />
 */
export function UkDateField({
  label,
  value,
  onChange,
  description,
  sensible = false,
  error,
  onBlur,
  disabled,
  readOnly,
  ...rest
}: UkDateFieldProps) {
  const [text, setText] = useState(() => ukDateText(value));
  const [seen, setSeen] = useState(value);
  // A problem shows once the person leaves the field (or the form reports one), not mid-typing.
  const [checked, setChecked] = useState(false);
  const picker = useRef<HTMLInputElement>(null);

  // A value set from outside (a reset, a preset range) replaces the text, unless it is what the text says.
  if (value !== seen) {
    setSeen(value);
    if (value !== null && value !== ukDateValue(text)) {
      setText(ukDateText(value));
      setChecked(false);
    }
  }

  const reading = readUkDate(text);
  const problem = reading.kind === 'problem' ? reading.message : null;
  const shownError = (checked || Boolean(error)) && problem ? problem : error;
  const warning = sensible && reading.kind === 'date' ? sensibleDateWarning(reading.iso) : null;

  const typeText = (next: string) => {
    setText(next);
    const meant = ukDateValue(next);
    if (meant !== null) setChecked(false);
    if (meant !== value) onChange(meant);
  };
  const leave = (event: FocusEvent<HTMLInputElement>) => {
    setChecked(true);
    if (reading.kind === 'date') setText(ukDateText(reading.iso));
    onBlur?.(event);
  };
  const openPicker = () => {
    const input = picker.current;
    if (!input) return;
    input.value = reading.kind === 'date' ? reading.iso : '';
    try {
      input.showPicker();
    } catch {
      // A browser without showPicker (or refusing it) still opens the picker on a click.
      input.click();
    }
  };

  return (
    <TextInput
      {...rest}
      label={label}
      value={text}
      disabled={disabled}
      readOnly={readOnly}
      placeholder={UK_DATE_HINT}
      inputMode="numeric"
      autoComplete="off"
      error={shownError}
      inputWrapperOrder={['label', 'input', 'description', 'error']}
      description={
        <>
          {UK_DATE_HINT}
          {description ? <>. {description}</> : null}
          <Text component="span" display="block" size="xs" fw={600} c="var(--mantine-color-text)" aria-live="polite">
            {warning}
          </Text>
        </>
      }
      onChange={(event) => typeText(event.currentTarget.value)}
      onBlur={leave}
      rightSectionPointerEvents="all"
      rightSection={
        readOnly ? null : (
          <>
            <ActionIcon variant="subtle" color="gray" disabled={disabled} onClick={openPicker}>
              <CalendarIcon />
              <VisuallyHidden>Choose {label}</VisuallyHidden>
            </ActionIcon>
            <input
              ref={picker}
              type="date"
              tabIndex={-1}
              aria-hidden="true"
              title={`${label} calendar`}
              style={PICKER_STYLE}
              onChange={(event) => {
                const iso = event.currentTarget.value;
                if (iso === '') return;
                setText(ukDateText(iso));
                setChecked(false);
                if (iso !== value) onChange(iso);
              }}
            />
          </>
        )
      }
    />
  );
}
