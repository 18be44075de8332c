import { canChange, displayName, isBusinessRoleId } from '@bk/domain';
import { Alert, Paper, Stack, Text, Title } from '@mantine/core';
import { ScreenLoading } from '../../../components/screen-loading';
import { ScreenTitle } from '../../../components/screen-title';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { SUPPORT_VIEW_ONLY, useSupportSession } from '../../../lib/session/hooks/use-support-session';
import { useAffiliateLinks, useAffiliateStats, useProfileState } from '../api/affiliate-queries';
import { BusinessLine } from './business-line';
import { ProfileStatus } from './profile-status';
import { SharingTools } from './sharing-tools';
import { StatsPanel } from './stats-panel';
import { WithdrawSection } from './withdraw-section';

/**
 * SPEC §2 Affiliate "Dashboard": the profile's state, then (once one is published) its sharing
 * tools and visitor figures, and leaving the programme.
 */
export function AffiliateDashboardPage() {
  const business = useActiveBusiness().data;
  const support = useSupportSession();
  const state = useProfileState();
  const published = state.data?.hasPublishedProfile === true;
  const links = useAffiliateLinks(published);
  const stats = useAffiliateStats(published);
  if (!business || state.isPending) return <ScreenLoading />;
  const name = displayName(business.name, 'Business');
  const role = business.businessRole.id;
  const canEdit = isBusinessRoleId(role) && canChange(role, 'affiliate:manage', { support });
  return (
    <>
      <ScreenTitle>Affiliate Dashboard</ScreenTitle>
      <BusinessLine name={business.name}>The affiliate programme for</BusinessLine>
      {support && (
        <Alert color="gray" mb="md" title="View only">
          {SUPPORT_VIEW_ONLY}
        </Alert>
      )}
      <Stack gap="lg">
        {state.isError ? (
          <Alert color="red" title="Your profile's state could not be loaded">
            Reload the page to try again.
          </Alert>
        ) : (
          <ProfileStatus state={state.data} />
        )}
        {published && links.data && <SharingTools links={links.data} name={name} />}
        {published ? (
          <StatsPanel stats={stats.data} failed={stats.isError} />
        ) : (
          <Paper withBorder p="md" radius="md" component="section" aria-labelledby="affiliate-sharing">
            <Title order={2} size="h4" mb="sm" id="affiliate-sharing">
              Share your profile
            </Title>
            <Text>
              Once your profile is approved and published, links, an e-mail signature and a website badge to share it
              appear here, with how many people view it.
            </Text>
          </Paper>
        )}
        {canEdit && <WithdrawSection name={name} />}
      </Stack>
    </>
  );
}
