import { defaultChartRange } from '@bk/domain';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { barChartQueryOptions, pieChartQueryOptions } from './api/chart-queries';
import { ChartsPage } from './components/charts-page';

/** Charts & Reports (SPEC §2), for app/screens.tsx's BUILT map. */
export const CHART_SCREENS = {
  Charts: {
    Component: ChartsPage,
    // The default range's figures start loading with the route; a failure shows on the screen.
    prefetch: () => {
      const range = defaultChartRange(new Date());
      return Promise.all([
        queryClient.prefetchQuery(barChartQueryOptions(range)),
        queryClient.prefetchQuery(pieChartQueryOptions(range, true)),
        queryClient.prefetchQuery(pieChartQueryOptions(range, false)),
      ]);
    },
  },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
