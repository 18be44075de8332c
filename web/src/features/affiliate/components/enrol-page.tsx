import type { Business } from '@bk/contract';
import { canChange, isBusinessRoleId } from '@bk/domain';
import {
  Alert,
  Anchor,
  Button,
  Checkbox,
  List,
  NativeSelect,
  Paper,
  SimpleGrid,
  Stack,
  TextInput,
  Title,
} from '@mantine/core';
import { useForm } from '@mantine/form';
import type { ComponentType } from 'react';
import { useNavigate } from 'react-router';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { STATIC_PAGES } from '../../../config/constants';
import { routeTo } from '../../../config/routes';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useEnrol } from '../api/affiliate-mutations';
import { useIndustryOptions } from '../api/affiliate-queries';
import { ENROL_FIELD_LABELS, enrolForm, enrolFromBusiness, fillFromPlace, type PlaceDetails } from '../enrol-form';
import { BusinessLine } from './business-line';
import { useInputOf } from './use-input-of';

/** The address lookup of Edit Business, handed in at the route (a feature imports no other). */
export type AddressLookupComponent = ComponentType<{ onAddress: (place: PlaceDetails) => void; disabled?: boolean }>;

const termsAddress = `${import.meta.env.BASE_URL}${STATIC_PAGES.terms}`;

/** SPEC §2 Affiliate "Enroll": what the programme offers, then the enrolment form. */
export function AffiliateEnrolPage({ AddressLookup }: { AddressLookup: AddressLookupComponent }) {
  const business = useActiveBusiness().data;
  if (!business) return <ScreenLoading />;
  return <EnrolForm key={business.id} business={business} AddressLookup={AddressLookup} />;
}

function Benefits() {
  return (
    <Paper withBorder p="md" radius="md" mb="lg" component="section" aria-labelledby="affiliate-benefits">
      <Title order={2} size="h4" mb="xs" id="affiliate-benefits">
        Why join
      </Title>
      <List spacing={4}>
        <List.Item>A free profile in our public directory, where people look for accountants and businesses.</List.Item>
        <List.Item>You choose what the profile shows: your logo, contact details, website and socials.</List.Item>
        <List.Item>Ready-made links, an e-mail signature and a website badge to share your profile.</List.Item>
        <List.Item>See how many people view your profile and follow its links.</List.Item>
      </List>
    </Paper>
  );
}

function EnrolForm({ business, AddressLookup }: { business: Business; AddressLookup: AddressLookupComponent }) {
  const navigate = useNavigate();
  const support = useSupportSession();
  const role = business.businessRole.id;
  const canEdit = isBusinessRoleId(role) && canChange(role, 'affiliate:manage', { support });
  const industries = useIndustryOptions();
  const enrol = useEnrol();
  const form = useForm({
    mode: 'controlled',
    initialValues: enrolFromBusiness(business),
    validate: enrolForm.validate,
    transformValues: enrolForm.body,
  });
  const input = useInputOf(form);
  const industryOptions = [
    { value: '', label: industries.isError ? 'Industries could not be loaded' : 'Choose an industry' },
    ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
  ];

  const submit = form.onSubmit((body) => {
    enrol.mutate(body, { onSuccess: () => void navigate(routeTo('AffiliateDashboard')) });
  });

  return (
    <>
      <ScreenTitle>Join the Affiliate Programme</ScreenTitle>
      <BusinessLine name={business.name}>You are joining the affiliate programme for</BusinessLine>
      <Benefits />
      {!canEdit && (
        <Alert color="gray" mb="md" title="View only">
          {SUPPORT_VIEW_ONLY}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Join the affiliate programme">
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <FieldErrorSummary labels={ENROL_FIELD_LABELS} />
            <Paper withBorder p="md" radius="md">
              <Title order={2} size="h4" mb="sm">
                Your business
              </Title>
              <Stack gap="sm">
                <NativeSelect label="Industry" data={industryOptions} {...input('industryId')} />
                <AddressLookup
                  disabled={!canEdit}
                  onAddress={(place) => form.setValues(fillFromPlace(form.getValues(), place))}
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
                  <TextInput label="Email" type="email" autoComplete="email" {...input('emailAddress')} />
                  <TextInput label="Phone" type="tel" autoComplete="tel" {...input('phoneNumber')} />
                  <TextInput label="Website" type="url" autoComplete="url" {...input('website')} />
                </SimpleGrid>
              </Stack>
            </Paper>
            <Checkbox
              label={
                <>
                  I agree to the affiliate programme&apos;s{' '}
                  <Anchor href={termsAddress} target="_blank" inherit>
                    terms and conditions (opens in a new tab)
                  </Anchor>
                </>
              }
              {...input('termsAndConditions', { type: 'checkbox' })}
            />
            {canEdit && (
              <div>
                <Button type="submit" loading={enrol.isPending}>
                  Join the programme
                </Button>
              </div>
            )}
          </Stack>
        </fieldset>
      </form>
    </>
  );
}
