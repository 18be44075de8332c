import type { Business } from '@bk/contract';
import {
  BUSINESS_TYPES,
  canChange,
  displayName,
  hasCompanyNumber,
  isBusinessRoleId,
  VAT_SCHEMES,
  VatScheme,
} from '@bk/domain';
import {
  Alert,
  Anchor,
  Button,
  Group,
  NativeSelect,
  NumberInput,
  Paper,
  SimpleGrid,
  Stack,
  Switch,
  Text,
  TextInput,
  Textarea,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { Link, useNavigate, useSearchParams } from 'react-router';
import { ImageUploader } from '../../../components/image-uploader';
import { logoSrc } from '../../../components/image-file';
import { TypeToConfirmDialog } from '../../../components/type-to-confirm-dialog';
import { isScreenName, ROUTES, routeTo } from '../../../config/routes';
import { ScreenLoading } from '../../misc/components/screen-loading';
import { ScreenTitle } from '../../misc/components/screen-title';
import { useFieldErrors } from '../../notifications/field-errors-store';
import { notify } from '../../notifications/notification-store';
import { useActiveBusiness } from '../../session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../session/hooks/use-support-session';
import { checkVrn } from '../api/check-vrn';
import { forgetDeletedBusiness, useDeleteBusiness } from '../api/delete-business';
import { useIndustries } from '../api/get-industries';
import { useUpdateBusiness } from '../api/update-business';
import {
  businessToForm,
  formToBusinessEdit,
  normaliseVrnInput,
  shouldCheckVrn,
  validateBusinessForm,
  type BusinessFormValues,
} from '../business-form';
import { receiptsQueryOptions } from '../../vat-receipts/api/get-receipts';
import { AddressLookup } from './address-lookup';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...BUSINESS_TYPES.map((t) => ({ value: String(t.id), label: t.name })),
];
const SCHEME_OPTIONS = [
  { value: '', label: 'Choose a scheme' },
  ...VAT_SCHEMES.map((s) => ({ value: String(s.id), label: s.name })),
];

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

  const industries = useIndustries();
  const update = useUpdateBusiness();
  const remove = useDeleteBusiness();
  const serverErrors = useFieldErrors();
  const [vrnProblem, setVrnProblem] = useState<string | null>(null);
  const [deleting, setDeleting] = useState(false);

  const form = useForm<BusinessFormValues>({
    mode: 'controlled',
    initialValues: businessToForm(business),
    validate: (values) => validateBusinessForm(values),
  });
  const values = form.getValues();
  const isCompany = values.businessTypeId !== '' && hasCompanyNumber(Number(values.businessTypeId));
  const flatRate = Number(values.scheme) === VatScheme.FLAT_RATE;

  /** A field's message: the form's own check first, then the server's reply. */
  const errorOf = (field: keyof BusinessFormValues) =>
    (form.errors[field] as string | undefined) ?? serverErrors.find((e) => e.field === field)?.message;
  const input = (field: keyof BusinessFormValues) => ({ ...form.getInputProps(field), error: errorOf(field) });

  const runVrnCheck = async () => {
    const vrn = normaliseVrnInput(form.getValues().vrn);
    if (!shouldCheckVrn(vrn, business.vrn)) return setVrnProblem(null);
    const result = await checkVrn(vrn);
    // Only the answer for what is still typed counts.
    if (normaliseVrnInput(form.getValues().vrn) !== vrn) return;
    setVrnProblem(
      result && !result.validVrn
        ? 'HMRC does not recognise this VAT number. Check it against your VAT certificate.'
        : null,
    );
  };

  const industryOptions = [
    { value: '', label: industries.isError ? 'Industries could not be loaded' : 'Choose an industry' },
    ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
  ];

  const save = form.onSubmit((submitted) => {
    update.mutate(formToBusinessEdit(submitted, savedLogo), {
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
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Business details
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Business name" required {...input('name')} />
                <NativeSelect label="Business type" data={TYPE_OPTIONS} {...input('businessTypeId')} />
                <NativeSelect
                  label="Industry"
                  data={industryOptions}
                  disabled={!canEdit || !industries.data}
                  {...input('industryId')}
                />
                <TextInput
                  label="Company registration number"
                  description={isCompany ? undefined : 'Only for limited companies and limited liability partnerships.'}
                  disabled={!canEdit || !isCompany}
                  {...input('crn')}
                />
                <TextInput label="Email" type="email" autoComplete="email" {...input('emailAddress')} />
                <TextInput label="Phone" type="tel" autoComplete="tel" {...input('phoneNumber')} />
                <TextInput label="Website" type="url" autoComplete="url" {...input('website')} />
              </SimpleGrid>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Address
              </Title>
              <Stack gap="sm">
                <AddressLookup
                  disabled={!canEdit}
                  onAddress={(details) =>
                    form.setValues({
                      firstLineOfAddress: details.firstLineOfAddress ?? '',
                      town: details.town ?? '',
                      region: details.region ?? '',
                      country: details.country ?? '',
                      postalCode: details.postalCode ?? '',
                    })
                  }
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="First line of address"
                    autoComplete="address-line1"
                    {...input('firstLineOfAddress')}
                  />
                  <TextInput label="Town" autoComplete="address-level2" {...input('town')} />
                  <TextInput label="Region" autoComplete="address-level1" {...input('region')} />
                  <TextInput label="Country" autoComplete="country-name" {...input('country')} />
                  <TextInput label="Postcode" autoComplete="postal-code" {...input('postalCode')} />
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                VAT
              </Title>
              <Stack gap="sm">
                <Switch
                  label="The business is VAT registered"
                  {...form.getInputProps('enableVat', { type: 'checkbox' })}
                />
                <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                  <TextInput
                    label="VAT number"
                    description="The VAT registration number (VRN) on your VAT certificate."
                    {...input('vrn')}
                    error={errorOf('vrn') ?? vrnProblem ?? undefined}
                    onChange={(event) => {
                      setVrnProblem(null);
                      form.setFieldValue('vrn', normaliseVrnInput(event.currentTarget.value));
                    }}
                    onBlur={() => void runVrnCheck()}
                  />
                  <NativeSelect label="VAT scheme" data={SCHEME_OPTIONS} {...input('scheme')} />
                  {flatRate && (
                    <NumberInput
                      label="Flat rate percent"
                      description="Between 0 and 100."
                      min={0}
                      max={100}
                      step={0.01}
                      decimalScale={2}
                      allowNegative={false}
                      {...input('flatRatePercent')}
                    />
                  )}
                </SimpleGrid>
              </Stack>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Social profiles
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <TextInput label="Twitter" {...input('twitterHandle')} />
                <TextInput label="Facebook" {...input('facebookProfile')} />
                <TextInput label="LinkedIn" {...input('linkedinProfile')} />
                <Textarea label="Other socials" autosize minRows={2} {...input('otherSocials')} />
              </SimpleGrid>
            </Paper>

            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Logo
              </Title>
              <ImageUploader
                label="Logo"
                alt={`Logo of ${name}`}
                value={values.logo}
                disabled={!canEdit}
                onChange={(dataUrl) => form.setFieldValue('logo', dataUrl)}
                onInvalid={(message) => notify({ type: 'error', message })}
                error={serverErrors.find((e) => e.field === 'logoBase64')?.message}
              />
            </Paper>

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

      {canDelete && (
        <Paper withBorder p="md" radius="md" mt="xl">
          <Title order={2} size="h4" mb="xs">
            Delete Business
          </Title>
          <Text size="sm" mb="sm">
            Deleting {name} removes all of its data for everyone who has access to it.
          </Text>
          <Button color="red" variant="outline" onClick={() => setDeleting(true)}>
            Delete Business
          </Button>
        </Paper>
      )}
      <TypeToConfirmDialog
        opened={deleting}
        title="Delete Business"
        confirmLabel="Delete Business"
        loading={remove.isPending}
        onClose={() => setDeleting(false)}
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setDeleting(false);
              void Promise.resolve(navigate(routeTo('SelectBusiness'))).then(forgetDeletedBusiness);
            },
          })
        }
      >
        <Text size="sm">
          This permanently deletes <strong>{name}</strong> and all of its data: transactions, contacts, invoices,
          attachments, bank accounts, imports, VAT records and everyone&apos;s access to it. This cannot be undone.
        </Text>
        <FiledReturnsNote enabled={deleting} />
      </TypeToConfirmDialog>
    </>
  );
}

/**
 * VAT return receipts go with the business. HMRC expects VAT records to be kept for six years, so
 * a business that filed returns here is told to download its receipts first.
 */
function FiledReturnsNote({ enabled }: { enabled: boolean }) {
  const receipts = useQuery({ ...receiptsQueryOptions(), enabled, meta: { quiet: true } });
  const count = receipts.data?.length ?? 0;
  if (count === 0) return null;
  return (
    <Alert color="red" title="Keep your VAT return receipts" mt="sm">
      This business has filed {count === 1 ? '1 VAT return' : `${count} VAT returns`} here, and their receipts will be
      deleted too. HMRC expects VAT records to be kept for at least six years: open{' '}
      <Anchor component={Link} to={routeTo('HmrcVatReturnReceiptList')} c="inherit" underline="always" fw={600}>
        VAT Return Receipts
      </Anchor>{' '}
      and download each receipt&apos;s PDF before you delete.
    </Alert>
  );
}
