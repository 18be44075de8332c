import { VAT_SCHEMES, VatMode, VatScheme } from '@bk/domain';
import { NativeSelect, Paper, Radio, SimpleGrid, Stack, Text, TextInput, Title } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import type { FormAction } from '../form-reducer';
import type { ModeId, ReturnForm } from '../return-form';

/**
 * How the figures are worked out (SPEC §4 VAT mode): accounting or bridging mode, the VAT scheme
 * and its flat rate percent; below them, the mode's own panel (`children`).
 */
export function FiguresSourceSection(props: {
  form: ReturnForm;
  dispatch: Dispatch<FormAction>;
  bridgingAvailable: boolean;
  onMode: (mode: ModeId) => void;
  flatRateError: string | undefined;
  children: ReactNode;
}) {
  const { form, dispatch } = props;
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-how">
      <Title order={2} size="h4" id="vat-return-how" mb="sm">
        How the figures are worked out
      </Title>
      <Stack gap="md">
        <Radio.Group label="Mode" value={String(form.mode)} onChange={(value) => props.onMode(Number(value) as ModeId)}>
          <Stack gap="xs" mt="xs">
            <div>
              <Radio
                value={String(VatMode.ACCOUNTING)}
                label="Accounting Mode"
                aria-describedby="vat-return-mode-accounting"
              />
              <Text id="vat-return-mode-accounting" size="sm" ml={32}>
                The figures are calculated from the transactions in the period.
              </Text>
            </div>
            {props.bridgingAvailable && (
              <div>
                <Radio
                  value={String(VatMode.BRIDGING)}
                  label="Bridging Mode"
                  aria-describedby="vat-return-mode-bridging"
                />
                <Text id="vat-return-mode-bridging" size="sm" ml={32}>
                  The figures are imported from a spreadsheet or CSV file, with the cell each one comes from.
                </Text>
              </div>
            )}
          </Stack>
        </Radio.Group>
        <SimpleGrid cols={{ base: 1, xs: 2 }} spacing="sm">
          <NativeSelect
            label="VAT scheme"
            value={String(form.scheme)}
            onChange={(e) => dispatch({ type: 'scheme', scheme: Number(e.currentTarget.value) })}
            data={VAT_SCHEMES.map((s) => ({ value: String(s.id), label: s.name }))}
          />
          {form.scheme === VatScheme.FLAT_RATE && (
            <TextInput
              id="vat-return-flatRatePercent"
              label="Flat rate percent"
              description="From 0 to 100, up to 2 decimals"
              type="number"
              inputMode="decimal"
              min={0}
              max={100}
              step={0.01}
              value={form.flatRatePercent}
              onChange={(e) => dispatch({ type: 'flatRate', text: e.currentTarget.value })}
              error={props.flatRateError}
            />
          )}
        </SimpleGrid>
        {props.children}
      </Stack>
    </Paper>
  );
}
