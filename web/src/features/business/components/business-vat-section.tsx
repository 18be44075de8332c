import { sanitiseVrnInput, VAT_SCHEMES, VatScheme } from '@bk/domain';
import { NativeSelect, NumberInput, Paper, SimpleGrid, Stack, Switch, TextInput, Title } from '@mantine/core';
import { useVrnCheck } from '../hooks/use-vrn-check';
import type { BusinessForm, InputOf } from './business-form-fields';

const SCHEME_OPTIONS = [
  { value: '', label: 'Choose a scheme' },
  ...VAT_SCHEMES.map((s) => ({ value: String(s.id), label: s.name })),
];

/** Edit Business: VAT registration, the VAT number (checked with HMRC), the scheme and flat rate. */
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
          <NativeSelect label="VAT scheme" data={SCHEME_OPTIONS} {...input('scheme')} />
          {Number(form.getValues().scheme) === VatScheme.FLAT_RATE && (
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
  );
}
