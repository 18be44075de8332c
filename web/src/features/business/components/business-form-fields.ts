import type { UseFormReturnType } from '@mantine/form';
import type { FormFieldErrors } from '../../../lib/form-schema';
import type { BusinessEditInput } from '../api/update-business';
import type { BusinessFormValues } from '../business-form';

/** The Edit Business form as its sections use it: the inputs' values, sent as the edit request. */
export type BusinessForm = UseFormReturnType<
  BusinessFormValues,
  BusinessEditInput,
  (values: BusinessFormValues) => FormFieldErrors
>;

/** A field's input props with its message (the form's own check first, then the server's). */
export type InputOf = (
  field: keyof BusinessFormValues,
) => Omit<ReturnType<BusinessForm['getInputProps']>, 'error'> & { error: string | undefined };
