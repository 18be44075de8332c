import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { directoryListQueryOptions, directoryProfileQueryOptions } from './api/directory-queries';
import { DirectoryPage } from './components/directory-page';
import { DirectoryProfilePage } from './components/profile-page';
import { queryOfSearch, searchFromParams } from './directory-search';

/** The public directory and its profiles, for app/screens.tsx's lazy map; open to anyone. */
export const DIRECTORY_SCREENS = {
  Directory: {
    Component: DirectoryPage,
    prefetch: ({ request }) =>
      queryClient
        .ensureQueryData(directoryListQueryOptions(queryOfSearch(searchFromParams(new URL(request.url).searchParams))))
        .catch(() => undefined),
  },
  DirectoryProfile: {
    Component: DirectoryProfilePage,
    prefetch: ({ params }) =>
      params.slug
        ? queryClient.ensureQueryData(directoryProfileQueryOptions(params.slug)).catch(() => undefined)
        : Promise.resolve(),
  },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
