import type { UseFormReturnType } from '@mantine/form';
import { setFieldErrors, useFieldErrors } from '../../../lib/notifications/field-errors-store';

/**
 * A field's input props with its message: the form's own check first, then the server's, so a
 * refused submit marks the field and keeps what was typed. Changing the field drops the server's
 * message about it (the address another profile took, once another is typed).
 */
export function useInputOf<V extends object>(form: Pick<UseFormReturnType<V>, 'getInputProps' | 'errors'>) {
  const serverErrors = useFieldErrors();
  return (field: keyof V & string, options?: { type: 'checkbox' }) => {
    const props = form.getInputProps(field, options);
    // Mantine types the input's handler loosely; it takes the event or the value.
    const change = props.onChange as (value: unknown) => void;
    const server = serverErrors.find((e) => e.field === field)?.message;
    return {
      ...props,
      onChange: (value: unknown) => {
        change(value);
        if (server !== undefined) setFieldErrors(serverErrors.filter((e) => e.field !== field));
      },
      error: (form.errors[field] as string | undefined) ?? server,
    };
  };
}
