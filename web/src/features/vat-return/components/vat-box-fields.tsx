import { FiguresEntryMethod, formatMoney, VAT_BOXES, type VatBox } from '@bk/domain';
import { SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import type { Dispatch, ReactNode } from 'react';
import { FieldErrorSummary } from '../../../components/field-error-summary';
import { MoneyInput } from '../../../components/money-input';
import { ReadOnlyValues } from '../../../components/read-only-values';
import { useFieldErrors } from '../../../lib/notifications/field-errors-store';
import type { FormAction } from '../form-reducer';
import { boxesOf, boxName, isWholePounds, type EditableBox, type ReturnForm } from '../return-form';
import type { FormErrors } from '../submission';
import { readCell, type ParsedWorkbook } from '../spreadsheet';

const SOURCE: Record<number, string> = {
  [FiguresEntryMethod.CALCULATED]: 'Calculated from transactions',
  [FiguresEntryMethod.IMPORTED]: 'Imported from the spreadsheet',
  [FiguresEntryMethod.ENTERED]: 'Entered by hand',
};

const isEditable = (box: VatBox): box is EditableBox => box !== 'totalVatDue' && box !== 'netVatDue';

/** Each box as the server names it, with the label its input has. */
const BOX_LABELS: Readonly<Record<string, string>> = Object.fromEntries(VAT_BOXES.map((box) => [box, boxName(box)]));

/**
 * The nine boxes (SPEC §2 Submit VAT Return, §5): boxes 3 and 5 worked out and shown as labelled
 * text (nobody types them, so they are not inputs), boxes
 * 6-9 whole pounds, each with HMRC's wording and where its figure came from; in bridging mode,
 * each box's cell reference ('Box N cell'), re-read from the sheet when changed.
 */
export function VatBoxFields({
  form,
  labels,
  errors,
  dispatch,
  workbook,
}: {
  form: ReturnForm;
  labels: Record<VatBox, string>;
  errors: FormErrors;
  dispatch: Dispatch<FormAction>;
  workbook: ParsedWorkbook | null;
}) {
  const serverErrors = useFieldErrors();
  const computed = boxesOf(form);
  const imported = form.imported;

  const reread = (box: VatBox) => {
    if (!imported || !workbook) return;
    const ref = (imported.cells[box] ?? '').trim().toUpperCase();
    if (ref === (imported.readCells[box] ?? '') && !imported.cellErrors[box]) return;
    if (ref === '' && imported.cellErrors[box]) return;
    const result = readCell(workbook, imported.sheetName, ref, box);
    dispatch({
      type: 'cell',
      box,
      ref,
      result: result.ok ? { ok: true, value: result.value } : { ok: false, message: result.message },
    });
  };

  return (
    <>
      <FieldErrorSummary labels={BOX_LABELS} />
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md" verticalSpacing="lg">
        {VAT_BOXES.map((box) => {
          const method = form.methods[box];
          const description: ReactNode = (
            <>
              {labels[box]}
              {isEditable(box) && method !== undefined && (
                <Text component="span" display="block" size="xs" mt={2}>
                  {SOURCE[method]}
                </Text>
              )}
              {isWholePounds(box) && (
                <Text component="span" display="block" size="xs" mt={2}>
                  Whole pounds
                </Text>
              )}
            </>
          );
          const serverError = serverErrors.find((e) => e.field === box)?.message;
          return (
            <Stack key={box} gap={6}>
              {isEditable(box) ? (
                <MoneyInput
                  id={`vat-return-${box}`}
                  label={boxName(box)}
                  description={description}
                  value={form.values[box]}
                  onValueChange={(text) => dispatch({ type: 'edit', box, text })}
                  error={errors[box] ?? serverError}
                />
              ) : (
                <div id={`vat-return-${box}`}>
                  <ReadOnlyValues
                    items={[{ label: boxName(box), value: formatMoney(computed[box]), description: labels[box] }]}
                  />
                  {serverError && (
                    <Text size="sm" c="var(--mantine-color-error)" mt={4}>
                      {serverError}
                    </Text>
                  )}
                </div>
              )}
              {imported && (
                <TextInput
                  label={`${boxName(box)} cell`}
                  description={`The cell in '${imported.sheetName}' this figure comes from, for example C4`}
                  autoComplete="off"
                  spellCheck={false}
                  maw={260}
                  value={imported.cells[box] ?? ''}
                  onChange={(e) =>
                    dispatch({ type: 'cellTyping', box, ref: e.currentTarget.value.replace(/\s/g, '').toUpperCase() })
                  }
                  onBlur={() => reread(box)}
                  onKeyDown={(e) => {
                    if (e.key === 'Enter') {
                      e.preventDefault();
                      reread(box);
                    }
                  }}
                  error={imported.cellErrors[box]}
                />
              )}
            </Stack>
          );
        })}
      </SimpleGrid>
    </>
  );
}
