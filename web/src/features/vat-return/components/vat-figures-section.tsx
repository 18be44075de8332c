import { Paper, Text, Title } from '@mantine/core';
import type { ComponentProps } from 'react';
import { sheetTotalMismatches } from '../submission';
import { VatBoxFields } from './vat-box-fields';

/** The nine boxes, and where an imported sheet's boxes 3 and 5 differ from the worked-out ones. */
export function VatFiguresSection(props: ComponentProps<typeof VatBoxFields>) {
  const mismatches = sheetTotalMismatches(props.form);
  return (
    <Paper withBorder p="md" radius="md" component="section" aria-labelledby="vat-return-boxes">
      <Title order={2} size="h4" id="vat-return-boxes" mb="sm">
        VAT figures
      </Title>
      <VatBoxFields {...props} />
      {mismatches.length > 0 && (
        <Text size="sm" mt="sm">
          {mismatches
            .map((m) =>
              m.box === 'totalVatDue'
                ? `The sheet's box 3 (£${m.sheet}) is not box 1 plus box 2; the return uses the worked-out figure.`
                : `The sheet's box 5 (£${m.sheet}) is not the difference between box 3 and box 4; the return uses the worked-out figure.`,
            )
            .join(' ')}
        </Text>
      )}
    </Paper>
  );
}
