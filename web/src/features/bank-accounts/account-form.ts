import { routes } from '@bk/contract';
import { formSchema } from '../../lib/form-schema';

/** A bank account as its edit row holds it. */
export interface AccountValues {
  name: string;
  isMain: boolean;
}

/** Adding or editing a bank account (POST account, PATCH account/{id}: one body), checked by the contract. */
export const accountForm = formSchema(routes.accountCreate.body, {
  toBody: (values: AccountValues) => ({ name: values.name, isMain: values.isMain }),
  messages: { name: { blank: 'Enter a name for the account' } },
});
