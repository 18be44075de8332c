import { lazyFormSchema } from '../../lib/form-schema';

/**
 * Sign in's first step (POST user/login without a code), checked by the contract like the other
 * forms (decision 0032) but with the contract fetched beside the form rather than before it: Sign
 * in is the screen most first visits land on, and zod is not in its first load (decision 0059).
 * The wording is the same as the other sign-up forms'.
 */

export interface Credentials {
  email: string;
  password: string;
}

export const credentialsForm = lazyFormSchema(
  () => import('@bk/contract').then(({ routes }) => routes.userLogin.body),
  {
    toBody: (values: Credentials) => ({ email: values.email, password: values.password }),
    messages: { email: { blank: 'Enter your email address' }, password: { blank: 'Enter your password' } },
  },
);
