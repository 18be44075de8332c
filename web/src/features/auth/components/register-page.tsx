import { NO_BUSINESS_TYPE } from '@bk/domain';
import { Anchor, Button, Checkbox, Group, NativeSelect, Stack, Text, TextInput } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { STATIC_PAGES } from '../../../config/constants';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { useBusinessTypes } from '../api/get-business-types';
import { useRegister } from '../api/register';
import { focusFirstInvalid, showServerFieldErrors } from '../form-helpers';
import { registerForm, type RegisterValues } from '../validation';
import { AuthPanel } from '../../../components/auth-panel';
import { NewPasswordField, useNewPasswordCheck } from '../../../components/new-password-field';
import { PasswordField } from './password-field';

const initialValues: RegisterValues = {
  name: '',
  businessName: '',
  businessTypeId: String(NO_BUSINESS_TYPE),
  enableVat: true,
  email: '',
  password: '',
  confirmPassword: '',
  agreeTC: false,
};

const legalLink = (page: string) => `${import.meta.env.BASE_URL}${page}`;

/** The form's fields as the server names them, with their labels. */
const FIELD_LABELS: Readonly<Record<string, string>> = {
  name: 'Name',
  businessName: 'Business name',
  businessTypeId: 'Business type',
  enableVat: 'The business is VAT registered',
  email: 'Email',
  password: 'Password',
  confirmPassword: 'Confirm password',
  agreeTC: 'Terms and conditions',
};

/**
 * SPEC §2 Register: the account and its first business. On success the person is told to
 * click the link in the verification e-mail (VerifyRequired). What they typed stays on errors.
 */
export function RegisterPage() {
  const navigate = useNavigate();
  const businessTypes = useBusinessTypes();
  const registration = useRegister();
  const passwordCheck = useNewPasswordCheck();
  const form = useForm({ initialValues, validate: registerForm.validate, transformValues: registerForm.body });

  const submit = form.onSubmit(async (body) => {
    // VerifyRequired names the address as it was typed.
    const typed = form.getValues().email.trim();
    const weak = await passwordCheck.check(body.password, [body.name, body.email, body.businessName]);
    if (weak) {
      form.setFieldError('password', weak);
      focusFirstInvalid();
      return;
    }
    registration.mutate(body, {
      onSuccess: () => void navigate(routeTo('VerifyRequired'), { state: { email: typed } }),
      onError: (error) => showServerFieldErrors(form, error),
    });
  }, focusFirstInvalid);

  return (
    <AuthPanel>
      <ScreenTitle>Register</ScreenTitle>
      <form onSubmit={submit} noValidate>
        <Stack gap="md">
          <FieldErrorSummary labels={FIELD_LABELS} />
          <TextInput label="Name" autoComplete="name" required {...form.getInputProps('name')} />
          <TextInput
            label="Business name"
            autoComplete="organization"
            required
            {...form.getInputProps('businessName')}
          />
          <NativeSelect
            label="Business type"
            description="You can choose this later."
            data={[
              { value: String(NO_BUSINESS_TYPE), label: 'Not chosen yet' },
              ...businessTypes.map((t) => ({ value: String(t.id), label: t.name })),
            ]}
            {...form.getInputProps('businessTypeId')}
          />
          <Checkbox label="The business is VAT registered" {...form.getInputProps('enableVat', { type: 'checkbox' })} />
          <TextInput label="Email" type="email" autoComplete="email" required {...form.getInputProps('email')} />
          <NewPasswordField
            label="Password"
            autoComplete="new-password"
            required
            details={[form.getValues().name, form.getValues().email, form.getValues().businessName]}
            {...form.getInputProps('password')}
          />
          <PasswordField
            label="Confirm password"
            autoComplete="new-password"
            required
            {...form.getInputProps('confirmPassword')}
          />
          <Checkbox
            label={
              <>
                I agree to the{' '}
                <Anchor href={legalLink(STATIC_PAGES.terms)} target="_blank" inherit>
                  terms and conditions (opens in a new tab)
                </Anchor>{' '}
                and the{' '}
                <Anchor href={legalLink(STATIC_PAGES.privacy)} target="_blank" inherit>
                  privacy policy (opens in a new tab)
                </Anchor>
              </>
            }
            {...form.getInputProps('agreeTC', { type: 'checkbox' })}
          />
          <Group gap="sm" wrap="wrap">
            <Button type="submit" loading={registration.isPending || passwordCheck.checking}>
              Register
            </Button>
            <Button component={Link} to={routeTo('Login')} variant="default">
              Sign in instead
            </Button>
          </Group>
          <Text size="sm">We will email you a link to verify your address before you can sign in.</Text>
        </Stack>
      </form>
    </AuthPanel>
  );
}
