import type { UseFormReturnType } from '@mantine/form';
import type { BusinessFormValues } from '../business-form';

/** The Edit Business form as its sections use it. */
export type BusinessForm = UseFormReturnType<BusinessFormValues>;

/** A field's input props with its message (the form's own check first, then the server's). */
export type InputOf = (
  field: keyof BusinessFormValues,
) => Omit<ReturnType<BusinessForm['getInputProps']>, 'error'> & { error: string | undefined };
