import { createBrowserRouter } from 'react-router';
import { routeObjects } from './route-objects';

/** The app's router, under /app (SPEC §1 "The app is served under the path /app/"). */
export function createAppRouter() {
  return createBrowserRouter(routeObjects, { basename: import.meta.env.BASE_URL.replace(/\/$/, '') });
}
