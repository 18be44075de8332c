import type { Pence } from '@bk/domain';

/** A series' fill: a pattern drawn in its colour, so two series differ by more than colour (WCAG 1.4.1). */
export type FillPattern = 'stripes' | 'dots' | 'grid';

export interface BarSeries {
  readonly name: string;
  readonly colour: string;
  readonly pattern: FillPattern;
  /** One per label; null draws no bar (a VAT period nobody filed keeps its label). */
  readonly values: readonly (Pence | null)[];
}

export interface PieSlice {
  readonly name: string;
  readonly colour: string;
  readonly amount: Pence;
}

/** What a chart draws; the figures come from the domain's chart tables. */
export type ChartSpec =
  | {
      readonly kind: 'bars';
      readonly labels: readonly string[];
      readonly series: readonly BarSeries[];
      /** A percentage per label drawn as a line on a second axis (the profit margin). */
      readonly line?: { readonly name: string; readonly colour: string; readonly values: readonly (number | null)[] };
    }
  | { readonly kind: 'pie'; readonly slices: readonly PieSlice[] };

/** The id of a series' fill pattern, unique on the page. */
export const patternId = (chartId: string, index: number) => `${chartId}-fill-${index}`;
