import { Alert, Button, List, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useStartHmrcLogin } from '../api/vat-actions';
import { SIGN_IN_AGAIN_REASON } from '../sign-in-required';

/** SPEC §2 Tax authority sign in: the two steps, then Continue to HMRC's own sign-in pages. */
export function HmrcLoginPage() {
  const [search] = useSearchParams();
  const start = useStartHmrcLogin();
  const vatOn = useActiveBusiness().data?.enableVat !== false;
  return (
    <>
      <ScreenTitle>Connect to HMRC</ScreenTitle>
      {search.get('reason') === SIGN_IN_AGAIN_REASON && (
        <Alert color="blue" title="Sign in to HMRC again" mb="md">
          HMRC has ended this business&apos;s connection: it may have expired, or the authority may have been removed at
          HMRC. Nothing you saved here is lost. Press Continue to sign in to HMRC again, and you will come back to where
          you were.
        </Alert>
      )}
      {vatOn ? (
        <>
          <Text mb="sm">To send VAT returns and see your VAT account, connect this business to HMRC in two steps:</Text>
          <List type="ordered" mb="md" spacing="xs">
            <List.Item>
              Sign in to HMRC with your Government Gateway account and grant authority to Bookkeeper.
            </List.Item>
            <List.Item>Enter the business&apos;s VAT registration number (VRN).</List.Item>
          </List>
        </>
      ) : (
        <Text mb="sm">
          To send Income Tax updates, sign in to HMRC with your Government Gateway account and grant authority to
          Bookkeeper.
        </Text>
      )}
      <Text size="sm" mb="md">
        Continue takes you to HMRC&apos;s website; you come back here when you have finished.
      </Text>
      <Button onClick={() => start.mutate(search.get('returnName'))} loading={start.isPending || start.isSuccess}>
        Continue
      </Button>
    </>
  );
}
