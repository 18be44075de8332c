import { Anchor, Button, Text } from '@mantine/core';
import { Link } from 'react-router';
import { routeTo } from '../../../config/routes';
import { notify } from '../../../lib/notifications/notification-store';
import { NO_CHARGE_REFERENCE } from '../penalties';

/** A penalty's financial details, or why there are none (SPEC §5: they need a charge reference). */
export function FinancialDetailsLink({ reference, label }: { reference: unknown; label: string }) {
  if (typeof reference === 'string' && reference)
    return (
      <Anchor
        component={Link}
        to={routeTo('FinancialDetails', { penaltyChargeReference: reference })}
        aria-label={`Financial details of ${label}`}
      >
        Financial details
      </Anchor>
    );
  return (
    <Button
      size="xs"
      variant="default"
      aria-label={`Financial details of ${label}`}
      onClick={() => notify({ type: 'error', message: NO_CHARGE_REFERENCE })}
    >
      Financial details
    </Button>
  );
}

/** One labelled figure of a summary. */
export function Figure({ label, value }: { label: string; value: string }) {
  return (
    <div>
      <Text size="sm" c="dimmed">
        {label}
      </Text>
      <Text fw={600}>{value || 'None'}</Text>
    </div>
  );
}
