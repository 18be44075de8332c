import { Box, Container, Progress } from '@mantine/core';
import { Outlet, useNavigate, useNavigation } from 'react-router';
import { AssistantSlot } from './shell/assistant-slot';
import { BannerList } from '../features/banner/components/banner-list';
import { ConsentBar } from '../features/consent/components/consent-bar';
import { HmrcModeMarker } from './shell/hmrc-mode-marker';
import { NotificationList } from './shell/notification-list';
import { useSessionCheck } from '../lib/session/hooks/use-session-check';
import { endSession } from '../lib/session/end-session';
import { SiteFooter } from './shell/site-footer';
import { SkipLink } from './shell/skip-link';
import { TopBar } from './shell/top-bar';
import { UpdateNotice } from './shell/update-notice';
import { useVersionCheck } from '../features/version-check/hooks/use-version-check';
import { useScreenEffects } from './use-screen-effects';

/** The shell around every screen (SPEC §2 Shell). */
export function RootLayout() {
  const navigate = useNavigate();
  const busy = useNavigation().state !== 'idle';
  useVersionCheck();
  useScreenEffects();
  useSessionCheck(() => endSession((address) => void navigate(address, { replace: true })));

  return (
    <Box className="app-frame">
      <SkipLink />
      <ConsentBar />
      <TopBar />
      {busy && <Progress value={100} animated size="xs" radius={0} aria-label="Loading the next screen" />}
      <Container size="lg" w="100%" px="md" pt="md" className="app-body">
        <BannerList />
        <HmrcModeMarker />
        <main id="main-content" tabIndex={-1} aria-busy={busy}>
          <Outlet />
        </main>
      </Container>
      <SiteFooter />
      <NotificationList />
      <UpdateNotice />
      <AssistantSlot />
    </Box>
  );
}
