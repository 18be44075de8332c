import { Button, Text, Title } from '@mantine/core';
import { useNavigate, useSearchParams } from 'react-router';
import { routeTo } from '../../../config/routes';
import { ScreenTitle } from '../../../components/screen-title';
import { useHmrcDetails } from '../../../lib/queries/hmrc-details';
import { returnAddress, returnScreen } from '../return-name';

/**
 * SPEC §2 login-complete: 'Sign in Successful', Okay back to returnName. With no confirmed VRN
 * yet, Okay goes to Set VRN first (the second step), which then goes on to returnName.
 */
export function HmrcLoginCompletePage() {
  const [search] = useSearchParams();
  const navigate = useNavigate();
  const details = useHmrcDetails().data;
  const returnName = search.get('returnName');
  const next =
    details && !details.vrnConfirmed
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
