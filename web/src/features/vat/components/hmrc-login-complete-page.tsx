import { Button, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { returnAddress, returnScreen } from '../return-name';

/**
 * SPEC §2 login-complete: 'Sign in Successful', Okay back to returnName. With no confirmed VRN
 * yet, Okay goes to Set VRN first (the second step), which then goes on to returnName.
 */
export function HmrcLoginCompletePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const details = useHmrcDetails().data;
  const vatOn = useActiveBusiness().data?.enableVat !== false;
  const returnName = search.get('returnName');
  // A business that is not VAT registered links for Income Tax only: it has no VRN to confirm.
  const next =
    details && !details.vrnConfirmed && vatOn
      ? routeTo('SetVrn', {}, { returnName: returnScreen(returnName) })
      : returnAddress(returnName);
  return (
    <>
      <ScreenTitle>HMRC Sign in Complete</ScreenTitle>
      <Title order={2} size="h3" mb="sm">
        Sign in Successful
      </Title>
      <Text mb="md">This business is now connected to HMRC.</Text>
      <Button onClick={() => void navigate(next)}>Okay</Button>
    </>
  );
}
