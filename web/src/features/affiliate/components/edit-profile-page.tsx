import { routes, type Business } from '@bk/contract';
import { canChange, isBusinessRoleId } from '@bk/domain';
import { Alert, Button, Checkbox, Group, Paper, SimpleGrid, Stack, Textarea, TextInput, Title } from '@mantine/core';
import { useForm } from '@mantine/form';
import { Link, useNavigate } from 'react-router';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { routeTo } from '../../../config/routes';
import { maxLengthOf } from '../../../lib/form-schema';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useSubmitProfile } from '../api/affiliate-mutations';
import { useAffiliateProfile } from '../api/affiliate-queries';
import { profileAddress } from '../profile-address';
import {
  PROFILE_FIELD_LABELS,
  profileForm,
  profileToForm,
  SHOW_OPTIONS,
  shownValues,
  type AffiliateProfile,
} from '../profile-form';
import { slugAfterNameChange } from '../slug';
import { BusinessLine } from './business-line';
import { useInputOf } from './use-input-of';
import { useSlugCheck } from './use-slug-check';

const maxOf = (field: 'name' | 'description' | 'slug') => maxLengthOf(routes.affiliateProfileSubmit.body, field);

/** SPEC §2 Affiliate "Edit profile": what the directory shows, submitted for approval. */
export function AffiliateEditProfilePage() {
  const business = useActiveBusiness().data;
  const profile = useAffiliateProfile();
  if (!business || profile.isPending) return <ScreenLoading />;
  if (profile.isError) {
    return (
      <>
        <ScreenTitle>Affiliate Profile</ScreenTitle>
        <Alert color="red" title="Your profile could not be loaded">
          Reload the page to try again.
        </Alert>
      </>
    );
  }
  // One form per business, started once: a failed submit or a reload of the profile keeps what was typed.
  return <ProfileForm key={business.id} business={business} profile={profile.data} />;
}

function ProfileForm({ business, profile }: { business: Business; profile: AffiliateProfile | null }) {
  const navigate = useNavigate();
  const support = useSupportSession();
  const role = business.businessRole.id;
  const canEdit = isBusinessRoleId(role) && canChange(role, 'affiliate:manage', { support });
  const submitProfile = useSubmitProfile();
  const form = useForm({
    mode: 'controlled',
    initialValues: profileToForm(profile, business),
    validate: profileForm.validate,
    transformValues: profileForm.body,
  });
  const input = useInputOf(form);
  const slug = form.getValues().slug;
  const slugCheck = useSlugCheck(slug);
  const slugInput = input('slug');
  const shown = shownValues(profile, business);

  const submit = form.onSubmit((body) => {
    if (slugCheck.taken) {
      form.setFieldError('slug', slugCheck.taken);
      return;
    }
    submitProfile.mutate(body, { onSuccess: () => void navigate(routeTo('AffiliateDashboard')) });
  });

  return (
    <>
      <ScreenTitle>Affiliate Profile</ScreenTitle>
      <BusinessLine name={business.name}>The directory profile of</BusinessLine>
      {profile && (
        <Alert color="blue" mb="md" title="Changes are reviewed">
          Submitting sends the profile for review again. While it waits, a profile already published stays in the
          directory as it is.
        </Alert>
      )}
      {!canEdit && (
        <Alert color="gray" mb="md" title="View only">
          {SUPPORT_VIEW_ONLY}
        </Alert>
      )}
      <form onSubmit={submit} noValidate aria-label="Affiliate profile">
        <fieldset disabled={!canEdit} style={{ border: 0, padding: 0, margin: 0, minWidth: 0 }}>
          <Stack gap="lg">
            <FieldErrorSummary labels={PROFILE_FIELD_LABELS} />
            <Paper withBorder p="md" radius="md">
              <Stack gap="sm">
                <TextInput
                  label="Business name"
                  required
                  maxLength={maxOf('name')}
                  {...input('name')}
                  onChange={(event) => {
                    const name = event.currentTarget.value;
                    form.setValues({ name, slug: slugAfterNameChange(form.getValues(), name, profile === null) });
                  }}
                />
                <Textarea
                  label="Description"
                  description="What you do and who you help. Shown as you type it, as plain text."
                  autosize
                  minRows={4}
                  maxLength={maxOf('description')}
                  {...input('description')}
                />
                <TextInput
                  label="Profile URL"
                  required
                  maxLength={maxOf('slug')}
                  autoComplete="off"
                  spellCheck={false}
                  description={`Your profile's address: ${profileAddress(slug.trim() || '…')}`}
                  {...slugInput}
                  error={slugInput.error ?? slugCheck.taken ?? undefined}
                />
                <Checkbox label="We are accountants or bookkeepers" {...input('isAccountant', { type: 'checkbox' })} />
              </Stack>
            </Paper>
            <Paper withBorder p="md" radius="md" role="group" aria-labelledby="show-on-profile">
              <Title order={2} size="h4" mb="xs" id="show-on-profile">
                Show on profile
              </Title>
              <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
                <Checkbox label="Industry" description="Always shown" checked readOnly disabled />
                {SHOW_OPTIONS.map(({ flag, label, value }) => (
                  <Checkbox
                    key={flag}
                    label={label}
                    description={value(shown) ?? undefined}
                    {...input(flag, { type: 'checkbox' })}
                  />
                ))}
              </SimpleGrid>
            </Paper>
            {canEdit && (
              <Group gap="sm">
                <Button type="submit" loading={submitProfile.isPending}>
                  Submit for Approval
                </Button>
                <Button component={Link} to={routeTo('AffiliateDashboard')} variant="default">
                  Cancel
                </Button>
              </Group>
            )}
          </Stack>
        </fieldset>
      </form>
    </>
  );
}
