import { useEffect } from 'react';
import { forgetConversations } from '../../features/assistant/forget';
import { useSignedIn } from '../../lib/session/auth-token';
import { useDeferred } from './deferred';

// The launcher is fetched once someone is signed in, and its panel only when first opened, so
// neither adds to a first load (decisions 0059 and 0066).
const loadLauncher = () =>
  import('../../features/assistant/components/assistant-launcher').then(({ AssistantLauncher }) => () => (
    <AssistantLauncher />
  ));

/**
 * The help assistant's launcher on every signed-in screen (decision 0066). Signing out forgets the
 * conversations kept in the tab, whoever had them.
 */
export function AssistantSlot() {
  const signedIn = useSignedIn();
  const launcher = useDeferred(loadLauncher, signedIn);
  useEffect(() => {
    if (!signedIn) forgetConversations();
  }, [signedIn]);
  return signedIn ? (launcher?.() ?? null) : null;
}
