import { formatMoney, VAT_BOXES, type Pence, type VatBox } from '@bk/domain';
import { Alert, Anchor, Button, Group, Modal, Stack, Table, Text } from '@mantine/core';
import { useCallback } from 'react';
import { Link } from 'react-router';
import { TableScroll } from '../../../components/table-scroll';
import { routeTo } from '../../../config/routes';
import { formatDate } from '../../../lib/format';
import type { VatObligation } from '../period';
import { boxesOf, boxName, isWholePounds, type ReturnForm } from '../return-form';

/** Alert text in the body colour: Mantine's light red title is below WCAG contrast. */
const READABLE = { title: { color: 'var(--mantine-color-text)' }, message: { color: 'var(--mantine-color-text)' } };

/** Whole pounds for boxes 6-9: '£1,234'. */
const shown = (box: VatBox, pence: Pence) => {
  const text = formatMoney(pence);
  return isWholePounds(box) ? text.replace(/\.\d\d$/, '') : text;
};

/**
 * SPEC §2 Review modal: the nine figures, the warning that amendments after submission go
 * through HMRC, Cancel and Submit. Submit is disabled while the return is on its way.
 */
export function ReviewModal({
  opened,
  form,
  labels,
  period,
  submitting,
  error,
  relink = false,
  onCancel,
  onSubmit,
}: {
  opened: boolean;
  form: ReturnForm;
  labels: Record<VatBox, string>;
  period: VatObligation;
  submitting: boolean;
  error: string | null;
  /** The error is HMRC refusing this sign-in for the VRN: offer a new HMRC sign-in. */
  relink?: boolean;
  onCancel: () => void;
  onSubmit: () => void;
}) {
  const boxes = boxesOf(form);
  // The failure takes focus once, when it appears, so a screen reader reads it and Tab goes on to Submit.
  const focusOnShow = useCallback((el: HTMLDivElement | null) => el?.focus(), []);
  return (
    <Modal
      opened={opened}
      onClose={onCancel}
      title="Review VAT Return"
      size={720}
      closeOnClickOutside={!submitting}
      closeOnEscape={!submitting}
      closeButtonProps={{ 'aria-label': 'Close', disabled: submitting }}
    >
      <Stack gap="md">
        <Text size="sm">
          The return for {formatDate(period.start)} to {formatDate(period.end)}, due {formatDate(period.due)}.
        </Text>
        <TableScroll label="VAT figures to submit" minWidth={420}>
          <Table striped withTableBorder verticalSpacing="xs">
            <Table.Caption>VAT figures to submit</Table.Caption>
            <Table.Thead>
              <Table.Tr>
                <Table.Th scope="col">Box</Table.Th>
                <Table.Th scope="col">Description</Table.Th>
                <Table.Th scope="col" ta="right">
                  Amount
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {VAT_BOXES.map((box) => (
                <Table.Tr key={box}>
                  <Table.Th scope="row" style={{ whiteSpace: 'nowrap' }}>
                    {boxName(box)}
                  </Table.Th>
                  <Table.Td>
                    <Text size="sm">{labels[box]}</Text>
                  </Table.Td>
                  <Table.Td ta="right" style={{ whiteSpace: 'nowrap' }}>
                    {shown(box, boxes[box])}
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </TableScroll>
        <Alert color="yellow" styles={READABLE} role="note" title="Check before you submit">
          Once submitted, the return goes to HMRC and cannot be changed here. Any amendment after submission must be
          made through HMRC.
        </Alert>
        {error && (
          <Alert
            ref={focusOnShow}
            tabIndex={-1}
            color="red"
            styles={READABLE}
            role="alert"
            title="The return was not submitted"
          >
            {error} Your figures are kept: press Submit to try again.
            {relink && (
              <>
                {' '}
                <Anchor component={Link} to={routeTo('HmrcLogin')}>
                  Sign in to HMRC again
                </Anchor>
              </>
            )}
          </Alert>
        )}
        <Group justify="flex-end" gap="sm">
          <Button variant="default" onClick={onCancel} disabled={submitting} data-autofocus>
            Cancel
          </Button>
          <Button onClick={onSubmit} loading={submitting} disabled={submitting}>
            Submit
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
