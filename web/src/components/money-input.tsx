import { TextInput, type TextInputProps } from '@mantine/core';
import { sanitiseMoneyInput } from '@bk/domain';

/**
 * A pounds amount typed as text (SPEC §5 "Inputs"): only digits, one minus, one point and two
 * decimals get in, clamped to ±9999999999999.99. The value stays the text the person typed.
 */
export function MoneyInput({
  value,
  onValueChange,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden="true">£</span>}
      value={value}
      onChange={(event) => onValueChange(sanitiseMoneyInput(event.currentTarget.value))}
      {...rest}
    />
  );
}
