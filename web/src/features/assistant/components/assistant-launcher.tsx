import { MESSAGES } from '@bk/domain';
import { Button } from '@mantine/core';
import { useRef, useState, type ComponentType } from 'react';
import { notify } from '../../../lib/notifications/notification-store';
import { useAssistantEnabled } from '../api';
import type { AssistantPanelProps } from './assistant-panel';

type Panel = ComponentType<AssistantPanelProps>;
let panelModule: Promise<Panel> | undefined;

/**
 * The panel's code (the dialog, the answers, the contract's answer shape) is fetched the first
 * time someone opens it, never with a screen (decision 0066); a failed download is forgotten so
 * the next press tries again.
 */
function loadPanel(): Promise<Panel> {
  return (panelModule ??= import('./assistant-panel').then(
    ({ AssistantPanel }) => AssistantPanel,
    (error: unknown) => {
      panelModule = undefined;
      throw error;
    },
  ));
}

/**
 * "Ask for help", fixed at the bottom right of every signed-in screen when the stage has the
 * assistant on (SPEC §7 `aisha/enabled`, §9 bottom offset at least 10 px). It stays mounted across
 * navigation, so an open panel, a question being answered and the typed question all survive it.
 */
export function AssistantLauncher() {
  const enabled = useAssistantEnabled();
  const [panel, setPanel] = useState<{ Panel: Panel } | null>(null);
  const [opened, setOpened] = useState(false);
  const [loading, setLoading] = useState(false);
  const launcher = useRef<HTMLButtonElement>(null);

  function open() {
    if (panel) {
      setOpened(true);
      return;
    }
    if (loading) return;
    setLoading(true);
    loadPanel()
      .then((Loaded) => {
        setPanel({ Panel: Loaded });
        setOpened(true);
      })
      .catch(() => notify({ type: 'error', message: MESSAGES.unreachable }))
      .finally(() => setLoading(false));
  }

  function close(returnFocus: boolean) {
    setOpened(false);
    if (returnFocus) launcher.current?.focus();
  }

  if (!enabled) return null;
  return (
    <>
      <Button
        ref={launcher}
        onClick={open}
        aria-haspopup="dialog"
        aria-expanded={opened}
        aria-busy={loading}
        radius="xl"
        style={{
          position: 'fixed',
          right: 'var(--mantine-spacing-md)',
          bottom: 'max(10px, var(--mantine-spacing-md))',
          zIndex: 150,
        }}
      >
        Ask for help
      </Button>
      {/* Room after the footer, so the page's last line can scroll clear of the launcher. */}
      <div aria-hidden style={{ height: '4rem' }} />
      {panel && <panel.Panel opened={opened} onClose={close} />}
    </>
  );
}
