import { RouterProvider } from 'react-router/dom';
import { recordLoadedVersion } from '../features/version-check/version-store';
import { AppProvider } from './provider';
import { createAppRouter } from './router';
import { wireSession } from './session-wiring';

recordLoadedVersion();
// The router is created just below; the 401 handler only runs once a call has been answered.
wireSession((address) => void router.navigate(address, { replace: true }));
const router = createAppRouter();

export function App() {
  return (
    <AppProvider>
      <RouterProvider router={router} />
    </AppProvider>
  );
}
