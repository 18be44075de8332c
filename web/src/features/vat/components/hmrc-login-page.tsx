import { Button, List, Text } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../misc/components/screen-title';
import { useStartHmrcLogin } from '../api/vat-actions';

/** SPEC §2 Tax authority sign in: the two steps, then Continue to HMRC's own sign-in pages. */
export function HmrcLoginPage() {
  const [search] = useSearchParams();
  const start = useStartHmrcLogin();
  return (
    <>
      <ScreenTitle>Connect to HMRC</ScreenTitle>
      <Text mb="sm">To send VAT returns and see your VAT account, connect this business to HMRC in two steps:</Text>
      <List type="ordered" mb="md" spacing="xs">
        <List.Item>Sign in to HMRC with your Government Gateway account and grant authority to Bookkeeper.</List.Item>
        <List.Item>Enter the business&apos;s VAT registration number (VRN).</List.Item>
      </List>
      <Text size="sm" mb="md">
        Continue takes you to HMRC&apos;s website; you come back here when you have finished.
      </Text>
      <Button onClick={() => start.mutate(search.get('returnName'))} loading={start.isPending || start.isSuccess}>
        Continue
      </Button>
    </>
  );
}
