import { Anchor, Box, Button, Group } from '@mantine/core';
import { Link } from 'react-router';
import { PRODUCT_NAME, STATIC_PAGES } from '../../config/constants';
import { routeTo } from '../../config/routes';
import { useAffiliateVisible } from '../../lib/queries/get-affiliate-visible';
import { SupportSessionMarker } from './support-session-marker';
import { useSignedIn } from '../../lib/session/auth-token';
import { useDeferred } from './deferred';

// The menus (and the popover code they need) are fetched once someone is signed in, so the
// sign-in screen's first load does without them (decision 0059).
const loadMenus = () => import('./signed-in-menus').then(({ SignedInMenus }) => () => <SignedInMenus />);

/**
 * SPEC §2 Shell: product name, Home, Affiliates (when shown: the public directory, for anyone),
 * Help, then the menus or sign-in links.
 */
export function TopBar() {
  const signedIn = useSignedIn();
  const affiliateVisible = useAffiliateVisible();
  const menus = useDeferred(loadMenus, signedIn);
  return (
    <Box component="header" className="top-bar" px="md" py="xs">
      {signedIn && <SupportSessionMarker />}
      <Group justify="space-between" gap="xs" wrap="wrap">
        <Group gap="md" wrap="wrap">
          <Anchor component={Link} to={routeTo('Home')} className="product-name" underline="never">
            {PRODUCT_NAME}
          </Anchor>
          <Box component="nav" aria-label="Main">
            <Group component="ul" gap="md" className="plain-list">
              <li>
                <Anchor component={Link} to={routeTo('Home')}>
                  Home
                </Anchor>
              </li>
              {affiliateVisible && (
                <li>
                  <Anchor component={Link} to={routeTo('Directory')}>
                    Affiliates
                  </Anchor>
                </li>
              )}
              <li>
                <Anchor href={`${import.meta.env.BASE_URL}${STATIC_PAGES.help}`}>Help</Anchor>
              </li>
            </Group>
          </Box>
        </Group>
        {signedIn ? (
          menus?.()
        ) : (
          <Group gap="xs">
            <Button component={Link} to={routeTo('Register')} variant="default" size="sm">
              Register
            </Button>
            <Button component={Link} to={routeTo('Login')} size="sm">
              Sign in
            </Button>
          </Group>
        )}
      </Group>
    </Box>
  );
}
