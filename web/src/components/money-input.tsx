import { TextInput, type TextInputProps } from '@mantine/core';
import { moneyInputProblem } from '@bk/domain';

/**
 * A pounds amount typed as text (SPEC §5 "Inputs"). The value stays exactly what the person typed:
 * what is not an amount ('12.345', '12abc') is refused with a message on the field rather than
 * quietly changed into another amount, and reads as no amount (`moneyInputToPence` gives null), so
 * it is never saved.
 *
 * On leaving the box a trailing point is dropped ('2050.' -> '2050'): it is the same amount, and a
 * whole-pounds box keeps the point while typing only so that pence typed after it are dropped.
 */
export function MoneyInput({
  value,
  onValueChange,
  onBlur,
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
      onBlur={(event) => {
        if (/\d\.$/.test(value)) onValueChange(value.slice(0, -1));
        onBlur?.(event);
      }}
      error={problem ?? error}
      {...rest}
    />
  );
}
