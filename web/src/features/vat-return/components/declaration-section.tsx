import { VAT_DECLARATION_TEXTS, VatDeclaration } from '@bk/domain';
import { Paper, Radio, Stack, Text, Title } from '@mantine/core';
import type { DeclarationId } from '../return-form';

const DECLARATION_CHOICES: { id: DeclarationId; label: string }[] = [
  { id: VatDeclaration.BUSINESS, label: 'Business' },
  { id: VatDeclaration.AGENT, label: 'Agent' },
];

/** Who submits the return, each with HMRC's declaration text (SPEC §9). */
export function DeclarationSection(props: {
  declaration: DeclarationId | null;
  onChange: (declaration: DeclarationId) => void;
  error: string | undefined;
}) {
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-declaration-title">
      <Title order={2} size="h4" id="vat-return-declaration-title" mb="sm">
        Declaration
      </Title>
      <Radio.Group
        label="I am submitting this return as"
        value={props.declaration === null ? null : String(props.declaration)}
        onChange={(value) => props.onChange(Number(value) as DeclarationId)}
        error={props.error}
      >
        <Stack gap="sm" mt="xs" id="vat-return-declaration">
          {DECLARATION_CHOICES.map((choice) => (
            <div key={choice.id}>
              <Radio
                value={String(choice.id)}
                label={choice.label}
                aria-describedby={`vat-return-declaration-text-${choice.id}`}
              />
              <Text id={`vat-return-declaration-text-${choice.id}`} size="sm" ml={32}>
                {VAT_DECLARATION_TEXTS[choice.id]}
              </Text>
            </div>
          ))}
        </Stack>
      </Radio.Group>
    </Paper>
  );
}
