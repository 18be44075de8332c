import type { RouteObject } from 'react-router';
import { ROUTES, type ScreenName } from '../config/routes';
import { RouteError } from './pages/route-error';
import { ScreenLoading } from '../components/screen-loading';
import { guardLoader } from './guard-loader';
import { RootLayout } from './root-layout';
import type { ScreenHandle } from './screen-handle';
import { screenOf } from './screens';

function screenRoute(name: ScreenName): RouteObject {
  const { Component, prefetch } = screenOf(name);
  const handle: ScreenHandle = { screen: name };
  const common = { id: name, handle, loader: guardLoader(name, prefetch), Component, HydrateFallback: ScreenLoading };
  return name === 'Root' ? { ...common, index: true } : { ...common, path: ROUTES[name] };
}

/** Every route of SPEC §2's table, inside the shell; errors show inside the shell too. */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [{ errorElement: <RouteError />, children: (Object.keys(ROUTES) as ScreenName[]).map(screenRoute) }],
  },
];
