import { MESSAGES } from '@bk/domain';
import { Button } from '@mantine/core';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { NEXT_PARAM, safeReturnPath } from '../../../lib/after-sign-in';
import { toApiError } from '../../../lib/api-error';
import { notify } from '../../../lib/notifications/notification-store';
import { ScreenTitle } from '../../../components/screen-title';
import { startSession } from '../../../lib/session/session-actions';
import { useLogin, type LoginInput } from '../api/login';
import { focusFirstInvalid } from '../form-helpers';
import { outcomeOf, type LoginStep } from '../login-steps';
import { useFocusHeadingOn } from '../../../lib/use-focus-heading';
import { AuthPanel } from '../../../components/auth-panel';
import { LoginCredentialsForm, type Credentials } from './login-credentials-form';

// The second step's form (and the contract schema it checks the code with) is fetched when the
// credentials are sent, beside the call: most first visits never reach it (decision 0059).
const loadCodeForm = () => import('./login-code-form').then(({ LoginCodeForm }) => LoginCodeForm);
type CodeFormComponent = Awaited<ReturnType<typeof loadCodeForm>>;

export const NEW_PASSCODE_SENT = 'A new passcode has been sent to your registered email address.';
export const BACKUP_CODE_SENT = 'A one-time code has been sent to your registered email address.';

type Busy = 'signIn' | 'resend' | null;
type FieldErrors = Partial<Record<'email' | 'password' | 'twofaToken', string>>;
const SHOWN_ON_FIELDS: readonly (keyof FieldErrors)[] = ['email', 'password', 'twofaToken'];

/**
 * SPEC §2 Sign in and §4 Login. The typed e-mail and password stay in memory for the second
 * step (each call of the second step sends them again with the code); every refusal is shown
 * plainly beside the form and nothing typed is lost.
 */
export function LoginPage() {
  const navigate = useNavigate();
  const [params] = useSearchParams();
  // The screen the guards stopped on the way here, if it is one of this app's; Home otherwise.
  const next = safeReturnPath(params.get(NEXT_PARAM)) ?? routeTo('Home');
  const login = useLogin();
  const [step, setStep] = useState<LoginStep>('credentials');
  const [credentials, setCredentials] = useState<Credentials | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors>({});
  const [busy, setBusy] = useState<Busy>(null);
  // Bumped when a new code is requested: the code field starts empty again (SPEC §4).
  const [codeRound, setCodeRound] = useState(0);
  const [LoginCodeForm, setCodeForm] = useState<CodeFormComponent | null>(null);
  useFocusHeadingOn(step);

  function send(input: LoginInput, kind: Busy, onSecondStep: (step: 'email' | 'authenticator') => void) {
    setError(null);
    setFieldErrors({});
    setBusy(kind);
    login.mutate(input, {
      onSettled: () => setBusy(null),
      onSuccess: (response) => {
        const outcome = outcomeOf(response);
        if (outcome.kind === 'signedIn') {
          startSession();
          void navigate(next, { replace: true });
        } else if (outcome.kind === 'secondStep') onSecondStep(outcome.step);
        else setError(MESSAGES.unknown);
      },
      onError: (failure) => {
        const apiError = toApiError(failure);
        const fields: FieldErrors = {};
        for (const { field, message } of apiError.fieldErrors) {
          if (SHOWN_ON_FIELDS.includes(field as keyof FieldErrors)) fields[field as keyof FieldErrors] ??= message;
        }
        setFieldErrors(fields);
        if (Object.keys(fields).length > 0) focusFirstInvalid();
        // Field errors show beside their fields; anything else (the server's reason) above the buttons.
        const allShown = apiError.fieldErrors.length > 0 && apiError.fieldErrors.every((e) => e.field in fields);
        setError(allShown ? null : apiError.message);
      },
    });
  }

  const signInWithPassword = (typed: Credentials) => {
    setCredentials(typed);
    const codeForm = loadCodeForm();
    codeForm.catch(() => undefined); // a failed download is reported if the second step is reached
    send(typed, 'signIn', (next) => {
      void codeForm.then(
        (component) => {
          setCodeForm(() => component);
          setStep(next);
        },
        () => setError(MESSAGES.unreachable),
      );
    });
  };

  const withCode = (twofaToken: string, usingBackupEmailCode = false) => {
    if (!credentials) return;
    send({ ...credentials, twofaToken, ...(usingBackupEmailCode ? { usingBackupEmailCode } : {}) }, 'signIn', () =>
      setError(MESSAGES.unknown),
    );
  };

  const requestCode = (usingBackupEmailCode: boolean) => {
    if (!credentials) return;
    send({ ...credentials, ...(usingBackupEmailCode ? { usingBackupEmailCode } : {}) }, 'resend', () => {
      setCodeRound((n) => n + 1);
      notify({ type: 'success', message: usingBackupEmailCode ? BACKUP_CODE_SENT : NEW_PASSCODE_SENT });
    });
  };

  const goTo = (next: LoginStep) => {
    setError(null);
    setFieldErrors({});
    setStep(next);
  };

  return (
    <AuthPanel>
      <ScreenTitle>Sign in</ScreenTitle>
      {step === 'credentials' && (
        <LoginCredentialsForm
          initial={credentials}
          pending={busy === 'signIn'}
          error={error}
          fieldErrors={fieldErrors}
          onSubmit={signInWithPassword}
        />
      )}
      {step === 'email' && LoginCodeForm && (
        <LoginCodeForm
          key={`email-${codeRound}`}
          heading="Enter the passcode we emailed you"
          intro="We have emailed a passcode to your registered email address. Enter it below to finish signing in."
          label="Passcode"
          pending={busy === 'signIn'}
          error={error}
          codeError={fieldErrors.twofaToken}
          onSubmit={(code) => withCode(code)}
        >
          <Button variant="default" loading={busy === 'resend'} onClick={() => requestCode(false)}>
            Request a new passcode
          </Button>
        </LoginCodeForm>
      )}
      {step === 'authenticator' && LoginCodeForm && (
        <LoginCodeForm
          key="authenticator"
          heading="Enter the code from your authenticator app"
          intro="Open the authenticator app on your mobile and enter the 6-digit code it shows for this account."
          label="Authenticator code"
          pending={busy === 'signIn'}
          error={error}
          codeError={fieldErrors.twofaToken}
          onSubmit={(code) => withCode(code)}
        >
          <Button variant="subtle" onClick={() => goTo('backup')}>
            Can&apos;t use mobile app?
          </Button>
        </LoginCodeForm>
      )}
      {step === 'backup' && LoginCodeForm && (
        <LoginCodeForm
          key={`backup-${codeRound}`}
          heading="Sign in with a code sent by email"
          intro="Press 'Send code' and we will email a one-time code to your registered email address, then enter it below."
          label="One-time code"
          pending={busy === 'signIn'}
          error={error}
          codeError={fieldErrors.twofaToken}
          onSubmit={(code) => withCode(code, true)}
        >
          <Button variant="default" loading={busy === 'resend'} onClick={() => requestCode(true)}>
            Send code
          </Button>
          <Button variant="subtle" onClick={() => goTo('authenticator')}>
            Back to mobile verification
          </Button>
        </LoginCodeForm>
      )}
    </AuthPanel>
  );
}
