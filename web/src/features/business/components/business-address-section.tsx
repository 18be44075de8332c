import { Paper, SimpleGrid, Stack, TextInput, Title } from '@mantine/core';
import { AddressLookup } from './address-lookup';
import type { BusinessForm, InputOf } from './business-form-fields';

/** Edit Business: the address, typed or found by postcode. */
export function BusinessAddressSection({
  form,
  input,
  canEdit,
}: {
  form: BusinessForm;
  input: InputOf;
  canEdit: boolean;
}) {
  return (
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
          <TextInput label="First line of address" autoComplete="address-line1" {...input('firstLineOfAddress')} />
          <TextInput label="Town" autoComplete="address-level2" {...input('town')} />
          <TextInput label="Region" autoComplete="address-level1" {...input('region')} />
          <TextInput label="Country" autoComplete="country-name" {...input('country')} />
          <TextInput label="Postcode" autoComplete="postal-code" {...input('postalCode')} />
        </SimpleGrid>
      </Stack>
    </Paper>
  );
}
