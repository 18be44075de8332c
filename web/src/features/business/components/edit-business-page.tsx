import type { Business } from '@bk/contract';
import { canChange, displayName, isBusinessRoleId } from '@bk/domain';
import { Alert, Button, Group, Stack, Text } from '@mantine/core';
import { useForm } from '@mantine/form';
import { useNavigate, useSearchParams } from 'react-router';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { logoSrc } from '../../../components/image-file';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { isScreenName, ROUTES } from '../../../config/routes';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useUpdateBusiness } from '../api/update-business';
import { BUSINESS_FIELD_LABELS, businessEditForm, businessToForm, type BusinessFormValues } from '../business-form';
import { BusinessAddressSection } from './business-address-section';
import { BusinessDetailsSection } from './business-details-section';
import type { InputOf } from './business-form-fields';
import { LogoSection, SocialProfilesSection } from './business-profile-sections';
import { BusinessVatSection } from './business-vat-section';
import { DeleteBusinessSection } from './delete-business-section';

/** Where to go after saving: the screen named by `returnName`, when it is a plain screen. */
function returnAddress(returnName: string | null): string | null {
  if (!isScreenName(returnName) || returnName === 'PageNotFound') return null;
  const path: string = ROUTES[returnName];
  return path.includes(':') ? null : path;
}

/** SPEC §2 Edit Business: the active business's details, VAT settings, socials and logo. */
export function EditBusinessPage() {
  const business = useActiveBusiness().data;
  if (!business) return <ScreenLoading />;
  // A fresh form for each business (after a switch, the old one's values must not linger).
  return <EditBusinessForm key={business.id} business={business} />;
}

function EditBusinessForm({ business }: { business: Business }) {
  const navigate = useNavigate();
  const [search] = useSearchParams();
  const role = isBusinessRoleId(business.businessRole.id) ? business.businessRole.id : null;
  const support = useSupportSession();
  const canEdit = role !== null && canChange(role, 'business:edit', { support });
  const canDelete = role !== null && canChange(role, 'business:delete', { support });
  const name = displayName(business.name, 'Business');
  const savedLogo = logoSrc(business.logoBase64);
  const update = useUpdateBusiness();
  const serverErrors = useFieldErrors();

  const checked = businessEditForm(savedLogo);
  const initialValues: BusinessFormValues = businessToForm(business);
  const form = useForm({
    mode: 'controlled',
    initialValues,
    validate: checked.validate,
    transformValues: checked.body,
  });
  const input: InputOf = (field) => ({
    ...form.getInputProps(field),
    error: (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message,
  });

  const save = form.onSubmit((body) => {
    update.mutate(body, {
      onSuccess: (saved) => {
        form.setValues(businessToForm(saved));
        form.resetDirty(businessToForm(saved));
        const back = returnAddress(search.get('returnName'));
        if (back) void navigate(back);
      },
    });
  });

  return (
    <>
      <ScreenTitle>Edit Business</ScreenTitle>
      <Text mb="md">
        The details of <strong>{name}</strong>, as they appear on invoices and to HMRC.
      </Text>
      {!canEdit && (
        <Alert color="gray" mb="md" title="View only">
          {support
            ? SUPPORT_VIEW_ONLY
            : `Your role in ${name} lets you see these details but not change them. Ask the business administrator if something needs changing.`}
        </Alert>
      )}
      <form onSubmit={save} noValidate>
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <FieldErrorSummary labels={BUSINESS_FIELD_LABELS} />
            <BusinessDetailsSection input={input} canEdit={canEdit} businessTypeId={form.getValues().businessTypeId} />
            <BusinessAddressSection form={form} input={input} canEdit={canEdit} />
            <BusinessVatSection form={form} input={input} savedVrn={business.vrn} />
            <SocialProfilesSection input={input} />
            <LogoSection form={form} name={name} canEdit={canEdit} />
            {canEdit && (
              <Group justify="flex-end">
                <Button type="submit" loading={update.isPending}>
                  Save
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
      {canDelete && <DeleteBusinessSection name={name} />}
    </>
  );
}
