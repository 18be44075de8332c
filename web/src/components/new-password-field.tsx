import { passwordStrength, preloadPasswordStrength, type PasswordStrength } from '@bk/domain';
import { PasswordInput, Progress, Stack, Text, type PasswordInputProps } from '@mantine/core';
import { useEffect, useId, useRef, useState } from 'react';
import { PRODUCT_NAME } from '../config/constants';

/** The meter's colour by score; the words beside it carry the meaning, the colour only repeats it. */
const COLOURS = ['red', 'red', 'orange', 'teal', 'green'] as const;

/**
 * What is wrong with a new password, in the server's words (decision 0055), or null. The
 * estimator loads on first use; forms call this before sending, so a weak password is marked on
 * its field without a round trip, and the server checks again.
 * @example await newPasswordProblem('aaaaaaaa', ['Jo']) // 'Choose a stronger password: repeated characters like "aaa" are easy to guess.'
 */
export async function newPasswordProblem(password: string, details: readonly string[]): Promise<string | null> {
  if (password === '') return null;
  return (await passwordStrength(password, [...details, PRODUCT_NAME])).problem;
}

/**
 * {@link newPasswordProblem} for a form's submit, with whether it is still checking: the first
 * check may wait for the estimator to arrive, and the form's button shows it is busy meanwhile.
 */
export function useNewPasswordCheck(): {
  checking: boolean;
  check: (password: string, details: readonly string[]) => Promise<string | null>;
} {
  const [checking, setChecking] = useState(false);
  const check = async (password: string, details: readonly string[]) => {
    setChecking(true);
    try {
      return await newPasswordProblem(password, details);
    } finally {
      setChecking(false);
    }
  };
  return { checking, check };
}

/**
 * A new password's input with a strength meter that says the strength in words (not by colour
 * alone) and, below the minimum, why. The estimator (about 1.6 MB of word lists) is fetched on
 * the field's first input, so no page pays for it before someone types a new password.
 * `details` are the person's name, e-mail address and business names as far as the form knows.
 */
export function NewPasswordField({
  details,
  ...props
}: PasswordInputProps & { label: string; details: readonly string[] }) {
  const [measured, setStrength] = useState<PasswordStrength | null>(null);
  const started = useRef(false);
  const meterId = useId();
  const value = typeof props.value === 'string' ? props.value : '';
  // A cleared field shows no meter (the last estimate is of what was there before).
  const strength = value === '' ? null : measured;
  const detailsKey = details.join('\n');

  useEffect(() => {
    if (value === '' || !started.current) return;
    let current = true;
    void passwordStrength(value, [...detailsKey.split('\n'), PRODUCT_NAME]).then((s) => {
      if (current) setStrength(s);
    });
    return () => {
      current = false;
    };
  }, [value, detailsKey]);

  return (
    <Stack gap={4}>
      <PasswordInput
        visibilityToggleFocusable
        visibilityToggleButtonProps={{ 'aria-label': `Show ${props.label.toLowerCase()}` }}
        {...props}
        onChange={(event) => {
          if (!started.current) {
            started.current = true;
            void preloadPasswordStrength();
          }
          props.onChange?.(event);
        }}
        aria-invalid={props.error ? true : undefined}
      />
      {strength && (
        <div id={meterId} aria-live="polite">
          <Progress
            value={(strength.score + 1) * 20}
            color={COLOURS[strength.score]}
            size="sm"
            aria-label={`Password strength: ${strength.label}`}
          />
          <Text size="sm">
            Password strength: <strong>{strength.label}</strong>
            {strength.problem && !props.error ? ` – ${strength.problem}` : ''}
          </Text>
        </div>
      )}
    </Stack>
  );
}
