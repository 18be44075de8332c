import { Anchor, Box, Group, Text } from '@mantine/core';
import { PRODUCT_NAME, STATIC_PAGES } from '../../config/constants';

const LINKS = [
  { label: 'Cookies', page: STATIC_PAGES.cookies },
  { label: 'Privacy policy', page: STATIC_PAGES.privacy },
  { label: 'Terms', page: STATIC_PAGES.terms },
  { label: 'Help', page: STATIC_PAGES.help },
] as const;

/** SPEC §2 Shell footer: cookies, privacy policy, terms, help. */
export function SiteFooter() {
  return (
    <Box component="footer" className="site-footer" px="md" py="sm">
      <Group justify="space-between" gap="xs">
        <Text size="sm">{PRODUCT_NAME}</Text>
        <Box component="nav" aria-label="Footer">
          <Group component="ul" gap="md" className="plain-list">
            {LINKS.map((link) => (
              <li key={link.page}>
                <Anchor size="sm" href={`${import.meta.env.BASE_URL}${link.page}`}>
                  {link.label}
                </Anchor>
              </li>
            ))}
          </Group>
        </Box>
      </Group>
    </Box>
  );
}
