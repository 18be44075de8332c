import { Anchor, Button, Code, Group, Image, List, Modal, Stack, Text, TextInput, Title } from '@mantine/core';
import QRCode from 'qrcode';
import { useEffect, useRef, useState } from 'react';
import { useShownFields } from '../../../components/field-error-summary';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useGenerateAuthenticator, useVerifyAuthenticator } from '../api/authenticator';
import { codeInput, groupSecret, otpauthSecret } from '../two-factor';
import { CurrentPasswordField, proofFailure } from './current-password-field';

const STEPS = ['Install an authenticator app', 'Scan the QR code', 'Enter the code'] as const;

/** The one field whose server error shows on it. */
const CODE_FIELD = { code: '6-digit code' };

/**
 * SPEC §2 Edit Profile "enabling authenticator is a three-step QR set-up modal with a code field":
 * 1 install an app, 2 scan the QR code (or type the key), 3 enter the 6-digit code it shows.
 */
export function AuthenticatorSetupModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const [step, setStep] = useState(0);
  const [code, setCode] = useState('');
  const [currentPassword, setCurrentPassword] = useState('');
  const [qr, setQr] = useState<string | null>(null);
  const generate = useGenerateAuthenticator();
  const verify = useVerifyAuthenticator();
  const serverErrors = useFieldErrors();
  useShownFields(CODE_FIELD);
  const url = generate.data?.url ?? null;
  const secret = url ? otpauthSecret(url) : null;

  useEffect(() => {
    if (url === null) return undefined;
    let live = true;
    QRCode.toDataURL(url, { margin: 1, width: 220, errorCorrectionLevel: 'M' }).then(
      (dataUrl) => live && setQr(dataUrl),
      () => live && setQr(null),
    );
    return () => {
      live = false;
    };
  }, [url]);

  const codeError = serverErrors.find((e) => e.field === 'code')?.message;
  const proof = proofFailure(generate.error);

  // Each step replaces the buttons that had focus: move focus to the new step's heading.
  const stepHeading = useRef<HTMLHeadingElement>(null);
  const shownStep = useRef(step);
  useEffect(() => {
    if (shownStep.current === step) return;
    shownStep.current = step;
    stepHeading.current?.focus();
  }, [step]);

  const close = () => {
    shownStep.current = 0;
    setStep(0);
    setCode('');
    setCurrentPassword('');
    setQr(null);
    generate.reset();
    verify.reset();
    onClose();
  };

  // The new secret is made once the password has proved the account holder is here.
  const toScan = () => {
    if (generate.data) setStep(1);
    else if (!generate.isPending) generate.mutate({ currentPassword }, { onSuccess: () => setStep(1) });
  };

  return (
    <Modal
      opened={opened}
      onClose={close}
      title="Set up an authenticator app"
      size={520}
      closeButtonProps={{ 'aria-label': 'Close' }}
    >
      <Stack gap="sm">
        <Title order={3} size="h5" ref={stepHeading} tabIndex={-1} style={{ outline: 'none' }}>
          Step {step + 1} of {STEPS.length}: {STEPS[step]}
        </Title>

        {step === 0 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              toScan();
            }}
          >
            <Stack gap="sm">
              <Text size="sm">Install an authenticator app on your phone if you do not have one, for example:</Text>
              <List size="sm">
                <List.Item>Google Authenticator</List.Item>
                <List.Item>Microsoft Authenticator</List.Item>
                <List.Item>1Password, Bitwarden or another password manager with one-time codes</List.Item>
              </List>
              <CurrentPasswordField value={currentPassword} onChange={setCurrentPassword} error={proof.field} />
              {proof.other && (
                <Text size="sm" c="red.9" role="alert">
                  {proof.other}
                </Text>
              )}
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={close}>
                  Cancel
                </Button>
                <Button type="submit" loading={generate.isPending}>
                  Next
                </Button>
              </Group>
            </Stack>
          </form>
        )}

        {step === 1 && (
          <>
            <Text size="sm">In the app, add an account and scan this code with your phone&apos;s camera.</Text>
            {qr && <Image src={qr} alt="QR code to scan with your authenticator app" w={220} h={220} />}
            {secret && (
              <Text size="sm">
                Cannot scan? Enter this key in the app instead:{' '}
                <Code fz="md" data-testid="authenticator-secret">
                  {groupSecret(secret)}
                </Code>
              </Text>
            )}
            {url && (
              <Text size="sm">
                On this phone already?{' '}
                <Anchor href={url} className="otpauth-link">
                  Open in your authenticator app
                </Anchor>
              </Text>
            )}
            <Group justify="flex-end" gap="sm">
              <Button variant="default" onClick={() => setStep(0)}>
                Back
              </Button>
              <Button onClick={() => setStep(2)} disabled={!url}>
                Next
              </Button>
            </Group>
          </>
        )}

        {step === 2 && (
          <form
            noValidate
            onSubmit={(event) => {
              event.preventDefault();
              event.stopPropagation();
              if (code.length === 6) verify.mutate(code, { onSuccess: close });
            }}
          >
            <Stack gap="sm">
              <TextInput
                label="6-digit code"
                description="The code your authenticator app shows for this account now."
                inputMode="numeric"
                autoComplete="one-time-code"
                value={code}
                onChange={(event) => setCode(codeInput(event.currentTarget.value))}
                error={codeError}
                data-autofocus
              />
              <Group justify="flex-end" gap="sm">
                <Button variant="default" onClick={() => setStep(1)}>
                  Back
                </Button>
                <Button type="submit" disabled={code.length !== 6} loading={verify.isPending}>
                  Verify
                </Button>
              </Group>
            </Stack>
          </form>
        )}
      </Stack>
    </Modal>
  );
}
