import { BUSINESS_TYPES, hasCompanyNumber } from '@bk/domain';
import { NativeSelect, Paper, SimpleGrid, TextInput, Title } from '@mantine/core';
import { useIndustries } from '../api/get-industries';
import type { InputOf } from './business-form-fields';

const TYPE_OPTIONS = [
  { value: '', label: 'Choose a type' },
  ...BUSINESS_TYPES.map((t) => ({ value: String(t.id), label: t.name })),
];

/** Edit Business: name, type, industry, company number and contact details. */
export function BusinessDetailsSection({
  input,
  canEdit,
  businessTypeId,
}: {
  input: InputOf;
  canEdit: boolean;
  businessTypeId: string;
}) {
  const industries = useIndustries();
  const isCompany = businessTypeId !== '' && hasCompanyNumber(Number(businessTypeId));
  const industryOptions = [
    { value: '', label: industries.isError ? 'Industries could not be loaded' : 'Choose an industry' },
    ...(industries.data ?? []).map((i) => ({ value: String(i.id), label: i.name })),
  ];
  return (
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
  );
}
