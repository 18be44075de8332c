import { routes } from '@bk/contract';
import { formNumber, formSchema } from '../../lib/form-schema';

/** Share Access's "Share with someone else" form, as the inputs hold it ('' = no role chosen). */
export interface ShareValues {
  email: string;
  businessRoleId: string;
}

/**
 * Sharing (PATCH user/business/access), checked by the contract (decision 0032): an e-mail
 * address and a role. Nothing says whether the address has an account (decision 0050).
 */
export const shareForm = formSchema(routes.businessAccessGrant.body, {
  toBody: (values: ShareValues) => ({ email: values.email, businessRoleId: formNumber(values.businessRoleId) }),
  messages: {
    email: { blank: 'Enter the e-mail address of the person to share with' },
    businessRoleId: { blank: 'Choose a role' },
  },
});
