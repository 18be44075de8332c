import { PasswordInput, type PasswordInputProps } from '@mantine/core';

/**
 * A password input whose show/hide toggle keyboard users can reach too, named for its field
 * (two toggles called the same on one form would be ambiguous). Mantine's PasswordInput marks
 * an error only with a data attribute; screen readers need aria-invalid, as other inputs have.
 */
export function PasswordField(props: PasswordInputProps & { label: string }) {
  return (
    <PasswordInput
      visibilityToggleFocusable
      visibilityToggleButtonProps={{ 'aria-label': `Show ${props.label.toLowerCase()}` }}
      {...props}
      aria-invalid={props.error ? true : undefined}
    />
  );
}
