import type { BannerMessage } from '@bk/contract';
import { Alert, Button, Group, Stack, useMantineTheme } from '@mantine/core';
import { useId } from 'react';
import { renderSafeHtml } from '../../../lib/safe-html';
import { useClearBanner } from '../api/clear-banner';
import { useBanners } from '../api/get-banners';
import { useClearedBanners } from '../cleared-banners';

function Banner({ banner, onClear }: { banner: BannerMessage; onClear: () => void }) {
  const textId = useId();
  // SPEC §9: banner colours 1 primary, 2 gold, 3 danger.
  const colours = { 1: useMantineTheme().primaryColor, 2: 'yellow', 3: 'red' } as const;
  return (
    <Alert
      role="note"
      variant="light"
      color={colours[banner.bannerMessageColorId]}
      className="banner"
      aria-labelledby={textId}
    >
      <Group justify="space-between" wrap="nowrap" align="flex-start" gap="sm">
        <div id={textId} className="banner-text">
          {renderSafeHtml(banner.messageHtml)}
        </div>
        {banner.canClear && (
          <Button size="xs" variant="default" onClick={onClear} aria-describedby={textId} className="banner-clear">
            Clear
          </Button>
        )}
      </Group>
    </Alert>
  );
}

/** Site-wide announcements (SPEC §2 Shell), minus those this browser or user has cleared. */
export function BannerList() {
  const { data } = useBanners();
  const cleared = useClearedBanners();
  const clear = useClearBanner();
  const visible = (data ?? []).filter((b) => !(b.canClear && cleared.includes(b.id)));
  if (visible.length === 0) return null;
  return (
    <Stack component="section" aria-label="Announcements" gap="xs" className="banner-list">
      {visible.map((banner) => (
        <Banner key={banner.id} banner={banner} onClear={() => clear.mutate(banner.id)} />
      ))}
    </Stack>
  );
}
