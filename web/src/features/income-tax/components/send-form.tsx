import { Alert, Anchor, Button, Checkbox, Group, List, Paper, Radio, Stack, Text, Title } from '@mantine/core';
import { useCallback, useMemo, useState } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { formatDate, formatPounds } from '../../../lib/format';
import type { ItsaFigures, ItsaObligation } from '../api/queries';
import { useSendUpdate } from '../api/send-update';
import { DECLARATION_TEXT, shownGroups } from '../update-content';
import { useCanSend } from '../use-can-send';
import { FiguresTables } from './figures-table';
import { IN_ALERT, READABLE, RELINK_ADDRESS } from './link-notice';

export const DECLARATION_NEEDED = 'Tick the declaration to confirm the figures are correct and complete';

function TooEarly({ earliest, periodEnd }: { earliest: string; periodEnd: string }) {
  return (
    <Alert color="yellow" styles={READABLE} role="note" title="Too early to send">
      HMRC accepts this update from {formatDate(earliest)}, 10 days before the period ends on {formatDate(periodEnd)}.
      You can check the figures now and send them from that day.
    </Alert>
  );
}

/**
 * The choices, the declaration and Submit of a quarterly update. Submit sends once per press: it
 * is disabled while the update is on its way, and every press for the same update carries the same
 * idempotency key. A period already sent is sent again only after the person confirms the amendment.
 */
export function SendForm(props: {
  businessId: string;
  taxYear: string;
  obligation: ItsaObligation;
  figures: ItsaFigures;
  govTestScenario: string | undefined;
}) {
  const { obligation, figures } = props;
  const sentBefore = obligation.status === 'fulfilled' || obligation.submissionId !== null;
  const [consolidated, setConsolidated] = useState(false);
  const [declared, setDeclared] = useState(false);
  const [declarationError, setDeclarationError] = useState<string | null>(null);
  const [confirming, setConfirming] = useState(false);
  const canSend = useCanSend();
  const { send, pending, error } = useSendUpdate({
    businessId: props.businessId,
    taxYear: props.taxYear,
    periodEnd: obligation.periodEnd,
    govTestScenario: props.govTestScenario,
  });
  // HMRC may know of an update the obligations did not show yet: its refusal makes this an amendment too.
  const amend = sentBefore || error?.amendRequired === true;
  const useConsolidated = consolidated && figures.consolidatedAllowed;
  const groups = useMemo(() => shownGroups(figures, useConsolidated), [figures, useConsolidated]);
  const blocked = !figures.submittable || figures.problems.length > 0;
  const focusOnShow = useCallback((el: HTMLDivElement | null) => el?.focus(), []);

  const onSubmit = () => {
    if (!declared) {
      setDeclarationError(DECLARATION_NEEDED);
      return;
    }
    if (amend) setConfirming(true);
    else send({ consolidated: useConsolidated, amend: false });
  };

  return (
    <Stack gap="md">
      {amend && (
        <Alert color="blue" styles={READABLE} role="note" title="Already sent">
          HMRC already has an update for this period
          {obligation.receivedDate ? `, received ${formatDate(obligation.receivedDate)}` : ''}. Sending again replaces
          it with the figures below: an amendment.
        </Alert>
      )}
      {!figures.submittable && <TooEarly earliest={figures.earliestSubmission} periodEnd={obligation.periodEnd} />}
      {figures.problems.length > 0 && (
        <Alert color="red" styles={READABLE} role="alert" title="This update cannot be sent yet">
          <List size="sm">
            {figures.problems.map((p) => (
              <List.Item key={p}>{p}</List.Item>
            ))}
          </List>
        </Alert>
      )}
      {figures.consolidatedAllowed && (
        <Paper withBorder p="md" radius="md">
          <Radio.Group
            label="How to send the expenses"
            description={`Turnover is below ${formatPounds(figures.consolidatedLimit)}, so HMRC accepts the expenses as one figure.`}
            value={consolidated ? 'consolidated' : 'itemised'}
            onChange={(v) => setConsolidated(v === 'consolidated')}
          >
            <Stack gap="xs" mt="xs">
              <Radio value="itemised" label="Itemised: each kind of expense, and the part not allowed for tax" />
              <Radio
                value="consolidated"
                label={`As one figure: allowable expenses of ${formatPounds(figures.allowableExpenses)}`}
              />
            </Stack>
          </Radio.Group>
        </Paper>
      )}
      <FiguresTables groups={groups} />
      {canSend ? (
        <Paper withBorder p="md" radius="md" component="section" aria-labelledby="itsa-declaration-title">
          <Title order={2} size="h4" id="itsa-declaration-title" mb="xs">
            Declaration
          </Title>
          <Checkbox
            label={DECLARATION_TEXT}
            checked={declared}
            onChange={(e) => {
              setDeclared(e.currentTarget.checked);
              if (e.currentTarget.checked) setDeclarationError(null);
            }}
            error={declarationError}
          />
          {error && (
            <Alert
              ref={focusOnShow}
              tabIndex={-1}
              mt="md"
              color="red"
              styles={READABLE}
              role="alert"
              title="The update was not sent"
            >
              {error.message}{' '}
              {error.amendRequired ? (
                <Anchor component="button" type="button" onClick={() => setConfirming(true)} {...IN_ALERT}>
                  Send these figures as an amendment
                </Anchor>
              ) : (
                'Your figures are kept: press Submit to try again.'
              )}
              {error.relink && (
                <>
                  {' '}
                  <Anchor component={Link} to={RELINK_ADDRESS} {...IN_ALERT}>
                    Sign in to HMRC again
                  </Anchor>
                </>
              )}
            </Alert>
          )}
          <Group mt="md">
            <Button onClick={onSubmit} loading={pending} disabled={pending || blocked}>
              {amend ? 'Submit amendment' : 'Submit'}
            </Button>
          </Group>
        </Paper>
      ) : (
        <Text size="sm">Your role in this business does not allow sending updates to HMRC.</Text>
      )}
      <ConfirmDialog
        opened={confirming}
        title="Send an amendment?"
        confirmLabel="Send the amendment"
        loading={pending}
        onConfirm={() => {
          setConfirming(false);
          send({ consolidated: useConsolidated, amend: true });
        }}
        onClose={() => setConfirming(false)}
      >
        <Text size="sm">
          HMRC already has an update for {formatDate(obligation.periodStart)} to {formatDate(obligation.periodEnd)}.
          Sending these figures replaces it, and HMRC works out your tax again from them. Send the amendment only if the
          figures sent before were wrong or incomplete.
        </Text>
      </ConfirmDialog>
    </Stack>
  );
}
