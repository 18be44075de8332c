import { TextInput, type TextInputProps } from '@mantine/core';
import { moneyInputProblem } from '@bk/domain';

/**
 * A pounds amount typed as text (SPEC §5 "Inputs"). The value stays exactly what the person typed:
 * what is not an amount ('12.345', '12abc') is refused with a message on the field rather than
 * quietly changed into another amount, and reads as no amount (`moneyInputToPence` gives null), so
 * it is never saved.
 */
export function MoneyInput({
  value,
  onValueChange,
  error,
  ...rest
}: Omit<TextInputProps, 'value' | 'onChange'> & { value: string; onValueChange: (value: string) => void }) {
  const problem = moneyInputProblem(value);
  return (
    <TextInput
      inputMode="decimal"
      autoComplete="off"
      leftSection={<span aria-hidden="true">£</span>}
      value={value}
      onChange={(event) => onValueChange(event.currentTarget.value)}
      error={problem ?? error}
      {...rest}
    />
  );
}
