import type { RouteObject } from 'react-router';
import { ROUTES, type ScreenName } from '../config/routes';
import { RouteError } from './pages/route-error';
import { ScreenLoading } from '../components/screen-loading';
import { guardLoader } from './guard-loader';
import { RootLayout } from './root-layout';
import type { ScreenHandle } from './screen-handle';
import { screenOf } from './screens';

/**
 * A screen's route: the guards first, then its data. A screen with code of its own is a lazy
 * route (decision 0059): react-router fetches the code while the guards run, and the loader
 * waits for it only to start the screen's prefetch.
 */
function screenRoute(name: ScreenName): RouteObject {
  const source = screenOf(name);
  const handle: ScreenHandle = { screen: name };
  const path = name === 'Root' ? { index: true as const } : { path: ROUTES[name] };
  if ('entry' in source) {
    const { Component, prefetch } = source.entry;
    return {
      id: name,
      handle,
      ...path,
      loader: guardLoader(name, prefetch),
      Component,
      HydrateFallback: ScreenLoading,
    };
  }
  const { load, prefetch } = source;
  return {
    id: name,
    handle,
    ...path,
    // A screen whose prefetch comes apart starts its calls without waiting for its code.
    loader: guardLoader(name, async (args) => (prefetch ? await prefetch() : (await load()).prefetch)?.(args)),
    lazy: async () => ({ Component: (await load()).Component }),
    HydrateFallback: ScreenLoading,
  };
}

/** Every route of SPEC §2's table, inside the shell; errors show inside the shell too. */
export const routeObjects: RouteObject[] = [
  {
    path: '/',
    Component: RootLayout,
    children: [{ errorElement: <RouteError />, children: (Object.keys(ROUTES) as ScreenName[]).map(screenRoute) }],
  },
];
