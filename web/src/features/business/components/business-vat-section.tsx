import { sanitiseVrnInput, VAT_SCHEMES, VatScheme } from '@bk/domain';
import { NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { UkDateField } from '../../../components/uk-date-field';
import { useVrnCheck } from '../hooks/use-vrn-check';
import type { BusinessForm, InputOf } from './business-form-fields';

const SCHEME_OPTIONS = [
  { value: '', label: 'Choose a scheme' },
  ...VAT_SCHEMES.map((s) => ({ value: String(s.id), label: s.name })),
];

/** Why the two dates are asked for, said where they are typed (VAT Notice 733's first-year discount). */
const REGISTRATION_HELP = 'Optional. The date on your VAT registration certificate.';
const JOIN_HELP =
  'Optional. In the first year of VAT registration the flat rate is 1% lower, if you joined the scheme in that year; the VAT return works it out from these dates.';

/**
 * Edit Business: VAT registration and its date, the VAT number (checked with HMRC), the scheme, the
 * flat rate and the date the business joined the flat rate scheme.
 */
export function BusinessVatSection({
  form,
  input,
  savedVrn,
}: {
  form: BusinessForm;
  input: InputOf;
  savedVrn: string | null;
}) {
  const vrnCheck = useVrnCheck(savedVrn, () => form.getValues().vrn);
  const vrnInput = input('vrn');
  const flatRate = Number(form.getValues().scheme) === VatScheme.FLAT_RATE;
  return (
    <Paper withBorder p="md" radius="md">
      <Title order={2} size="h4" mb="sm">
        VAT
      </Title>
      <Stack gap="sm">
        <Switch label="The business is VAT registered" {...form.getInputProps('enableVat', { type: 'checkbox' })} />
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="sm">
          <TextInput
            label="VAT number"
            description="The VAT registration number (VRN) on your VAT certificate."
            {...vrnInput}
            error={vrnInput.error ?? vrnCheck.problem ?? undefined}
            onChange={(event) => {
              vrnCheck.clear();
              form.setFieldValue('vrn', sanitiseVrnInput(event.currentTarget.value));
            }}
            onBlur={() => void vrnCheck.run()}
          />
          <UkDateField
            label="VAT registration date"
            description={REGISTRATION_HELP}
            {...input('vatRegistrationDate')}
            value={form.getValues().vatRegistrationDate}
            onChange={(value) => form.setFieldValue('vatRegistrationDate', value)}
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
          {flatRate && (
            <UkDateField
              label="Date you joined the flat rate scheme"
              description={JOIN_HELP}
              {...input('flatRateJoinDate')}
              value={form.getValues().flatRateJoinDate}
              onChange={(value) => form.setFieldValue('flatRateJoinDate', value)}
            />
          )}
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
