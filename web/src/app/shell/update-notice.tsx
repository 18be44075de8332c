import { useOfferedVersion } from '../../features/version-check/version-store';
import { useDeferred } from './deferred';

// The dialog and its focus trap are fetched only when a new release is offered (decision 0059).
const loadUpdateModal = () =>
  import('../../features/version-check/components/update-modal').then(({ UpdateModal }) => () => <UpdateModal />);

/** SPEC §2 Shell: 'Site has been updated', shown when the version check offers a new release. */
export function UpdateNotice() {
  const offered = useOfferedVersion() !== null;
  const render = useDeferred(loadUpdateModal, offered);
  return offered && render ? render() : null;
}
