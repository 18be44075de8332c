import { Paper, SimpleGrid, Textarea, TextInput, Title } from '@mantine/core';
import { ImageUploader } from '../../../components/image-uploader';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import { notify } from '../../../lib/notifications/notification-store';
import type { BusinessForm, InputOf } from './business-form-fields';

/** Edit Business: the social profiles. */
export function SocialProfilesSection({ input }: { input: InputOf }) {
  return (
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
  );
}

/** Edit Business: the logo, checked in the browser before it is kept (SPEC §9). */
export function LogoSection({ form, name, canEdit }: { form: BusinessForm; name: string; canEdit: boolean }) {
  const serverErrors = useFieldErrors();
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        Logo
      </Title>
      <ImageUploader
        label="Logo"
        alt={`Logo of ${name}`}
        value={form.getValues().logo}
        disabled={!canEdit}
        onChange={(dataUrl) => form.setFieldValue('logo', dataUrl)}
        onInvalid={(message) => notify({ type: 'error', message })}
        error={serverErrors.find((e) => e.field === 'logoBase64')?.message}
      />
    </Paper>
  );
}
