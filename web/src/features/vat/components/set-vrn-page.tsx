import { cleanVrn, needsReauthConfirm, shouldCheckVrn, vrnProblem } from '@bk/domain';
import { Anchor, Button, Stack, Text, TextInput } from '@mantine/core';
import { useState, type ComponentType, type FormEvent } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { useShownFields } from '../../../components/field-error-summary';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { checkVrn } from '../../../lib/queries/check-vrn';
import { ScreenTitle } from '../../../components/screen-title';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { useSaveVrn } from '../api/vat-actions';
import { returnAddress } from '../return-name';

type CheckResult = { kind: 'valid'; address: string | null } | { kind: 'invalid' } | null;

/** Creating another business; the route gives it (businesses are a feature of their own). */
export type CreateBusinessDialogComponent = ComponentType<{ opened: boolean; onClose: () => void }>;

/** The one field whose server error shows on it. */
const VRN_FIELD = { vrn: 'VAT registration number' };

/** SPEC §2 Set VRN: one field and Save; SPEC §4 "VRN change" checks and confirms a change. */
export function SetVrnPage({ CreateBusinessDialog }: { CreateBusinessDialog: CreateBusinessDialogComponent }) {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const saved = useActiveBusiness().data?.vrn ?? null;
  const signedIn = useHmrcDetails().data?.loggedIn ?? false;
  const serverErrors = useFieldErrors();
  useShownFields(VRN_FIELD);
  const save = useSaveVrn();
  const [vrn, setVrn] = useState(saved ?? '');
  const [problem, setProblem] = useState<string | null>(null);
  const [check, setCheck] = useState<CheckResult>(null);
  const [confirming, setConfirming] = useState(false);
  const [creating, setCreating] = useState(false);

  const runCheck = async (value: string) => {
    if (!shouldCheckVrn(value, saved)) return setCheck(null);
    const result = await checkVrn(value);
    if (!result) return setCheck(null);
    const address = [result.address?.line1, result.address?.postcode].filter(Boolean).join(', ');
    setCheck(result.validVrn ? { kind: 'valid', address: address || null } : { kind: 'invalid' });
  };

  const onChange = (value: string) => {
    setVrn(value);
    setProblem(null);
    const cleaned = cleanVrn(value);
    if (shouldCheckVrn(cleaned, saved)) void runCheck(cleaned);
    else setCheck(null);
  };

  const doSave = (value: string) =>
    save.mutate(value, { onSuccess: () => void navigate(returnAddress(search.get('returnName'))) });

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const cleaned = cleanVrn(vrn);
    const wrong = vrnProblem(cleaned);
    if (wrong) return setProblem(wrong);
    if (needsReauthConfirm(cleaned, saved, signedIn)) return setConfirming(true);
    doSave(cleaned);
  };

  const restore = () => {
    setConfirming(false);
    setVrn(saved ?? '');
    setCheck(null);
  };

  const error = problem ?? serverErrors.find((e) => e.field === 'vrn')?.message;
  const checkText =
    check?.kind === 'valid'
      ? `HMRC knows this VAT number${check.address ? `: ${check.address}` : ''}.`
      : check?.kind === 'invalid'
        ? 'HMRC does not recognise this VAT number. Check it against your VAT certificate.'
        : undefined;

  return (
    <>
      <ScreenTitle>VAT Registration Number</ScreenTitle>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={420}>
          <TextInput
            label="VAT registration number"
            description={checkText ?? 'The 9-digit number on your VAT registration certificate.'}
            inputMode="numeric"
            autoComplete="off"
            required
            value={vrn}
            error={error}
            onChange={(event) => onChange(event.currentTarget.value)}
          />
          <div>
            <Button type="submit" loading={save.isPending}>
              Save
            </Button>
          </div>
          <Text size="sm">
            Is this VAT number for a different business?{' '}
            <Anchor component="button" type="button" onClick={() => setCreating(true)}>
              Create another business
            </Anchor>
          </Text>
        </Stack>
      </form>
      <ConfirmDialog
        opened={confirming}
        title="Change the VAT registration number"
        confirmLabel="Change VRN"
        onClose={restore}
        onConfirm={() => {
          setConfirming(false);
          doSave(cleanVrn(vrn));
        }}
      >
        <Text>
          This business is connected to HMRC for VRN {saved}. If the new number belongs to another HMRC account, you
          will need to sign in to HMRC again. Cancel keeps {saved}.
        </Text>
      </ConfirmDialog>
      <CreateBusinessDialog opened={creating} onClose={() => setCreating(false)} />
    </>
  );
}
