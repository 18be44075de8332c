import { todayIso } from '@bk/domain';
import type { ComponentType } from 'react';
import type { LoaderFunctionArgs } from 'react-router';
import type { ScreenName } from '../../config/routes';
import { queryClient } from '../../lib/query-client';
import { categoryStatsQueryOptions } from './api/get-category-stats';
import { SelfAssessmentPage } from './components/self-assessment-page';
import { chosenTaxYear } from './sa-report';

/** The stats the screen asks for first: the chosen form's, or the short form's, which give the turnover. */
function prefetchStats({ request }: LoaderFunctionArgs) {
  const params = new URL(request.url).searchParams;
  const year = chosenTaxYear(params.get('taxYear'), todayIso());
  const form = params.get('form') === 'SA103F' ? 'SA103F' : 'SA103S';
  return queryClient.prefetchQuery(categoryStatsQueryOptions(form, year));
}

/** Self Assessment summary (SPEC §2), for app/screens.tsx. */
export const SELF_ASSESSMENT_SCREENS = {
  HmrcSelfAssessment: { Component: SelfAssessmentPage, prefetch: prefetchStats },
} satisfies Partial<
  Record<ScreenName, { Component: ComponentType; prefetch?: (args: LoaderFunctionArgs) => Promise<unknown> }>
>;
