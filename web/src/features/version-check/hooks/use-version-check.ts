import { useEffect } from 'react';
import { useLocation } from 'react-router';
import { getDeployedVersion } from '../api/get-version';
import { considerDeployedVersion } from '../version-store';

/** Check for a newer deployed version on load and on every route change (SPEC §4). */
export function useVersionCheck(): void {
  const { pathname } = useLocation();
  useEffect(() => {
    let current = true;
    void getDeployedVersion().then((deployed) => {
      if (current && deployed !== null) considerDeployedVersion(deployed);
    });
    return () => {
      current = false;
    };
  }, [pathname]);
}
