import { displayName } from '@bk/domain';
import { Anchor, Paper, Text } from '@mantine/core';
import { useEffect, useRef, type ReactNode } from 'react';
import { Link } from 'react-router';
import { routeTo, type ScreenName } from '../config/routes';
import { ScreenLoading } from './screen-loading';
import { ScreenTitle } from './screen-title';
import { useActiveBusiness } from '../lib/session/api/get-active-business';
import { useHmrcDetails } from '../lib/queries/hmrc-details';

/**
 * The frame of every VAT information screen: its title, which business it is about, and the
 * VAT gating of SPEC §4 (signed in to HMRC, VRN confirmed) before the screen's own content.
 * `onReady` runs once when the VRN is confirmed (the automatic first retrieval).
 */
export function VatInfoFrame({
  title,
  intro,
  returnName,
  onReady,
  children,
}: {
  title: string;
  intro: string;
  returnName: ScreenName;
  onReady?: () => void;
  children: ReactNode;
}) {
  const business = useActiveBusiness().data;
  const details = useHmrcDetails();
  const name = displayName(business?.name, 'Business');
  const ready = details.data?.loggedIn === true && details.data.vrnConfirmed;
  const started = useRef(false);

  useEffect(() => {
    if (ready && !started.current) {
      started.current = true;
      onReady?.();
    }
  }, [ready, onReady]);

  return (
    <>
      <ScreenTitle>{title}</ScreenTitle>
      <Text mb="md">
        {intro} <strong>{name}</strong>
        {business?.vrn ? ` (VRN ${business.vrn})` : ''}, as HMRC holds them.
      </Text>
      {details.isPending && <ScreenLoading />}
      {details.isError && <Text>HMRC connection details could not be loaded. Reload the page to try again.</Text>}
      {details.data && !details.data.loggedIn && (
        <Paper withBorder p="md" radius="md">
          <Text>
            {name} is not connected to HMRC yet.{' '}
            <Anchor component={Link} to={routeTo('HmrcLogin', {}, { returnName })}>
              Connect to HMRC
            </Anchor>{' '}
            to see this information.
          </Text>
        </Paper>
      )}
      {details.data?.loggedIn && !details.data.vrnConfirmed && (
        <Paper withBorder p="md" radius="md">
          <Text>
            HMRC needs the VAT registration number of {name}.{' '}
            <Anchor component={Link} to={routeTo('SetVrn', {}, { returnName })}>
              Save the VAT registration number
            </Anchor>{' '}
            to see this information.
          </Text>
        </Paper>
      )}
      {ready && children}
    </>
  );
}
