import { pence, type ChartTable, type PieChartFigures } from '@bk/domain';
import { patternId, type ChartSpec, type FillPattern } from './chart-views/chart-spec';

export interface SeriesStyle {
  readonly colour: string;
  readonly pattern: FillPattern;
}

/** A legend entry: the series' name with its pattern (bars), colour (slices) or line. */
export interface LegendEntry {
  readonly name: string;
  readonly colour: string;
  readonly swatch: { readonly kind: 'pattern'; readonly id: string } | { readonly kind: 'solid' | 'line' };
}

/**
 * Bars from a chart table: the first columns are the money series, one per style; a column after
 * them, when `line` is given, is the percentage drawn as a line.
 */
export function barSpec(
  table: ChartTable,
  styles: readonly SeriesStyle[],
  line?: { colour: string },
): Extract<ChartSpec, { kind: 'bars' }> {
  const series = styles.map((style, c) => ({
    ...style,
    name: table.columns[c] ?? '',
    values: table.rows.map((row) => {
      const cell = row.cells[c];
      return cell?.kind === 'money' ? cell.pence : null;
    }),
  }));
  const lineColumn = styles.length;
  return {
    kind: 'bars',
    labels: table.rows.map((row) => row.label),
    series,
    ...(line
      ? {
          line: {
            name: table.columns[lineColumn] ?? '',
            colour: line.colour,
            values: table.rows.map((row) => {
              const cell = row.cells[lineColumn];
              return cell?.kind === 'percent' ? cell.value : null;
            }),
          },
        }
      : {}),
  };
}

export function pieSpec(pie: PieChartFigures): Extract<ChartSpec, { kind: 'pie' }> {
  return {
    kind: 'pie',
    slices: pie.labels.map((name, i) => ({
      name,
      colour: pie.backgroundColor[i] ?? '#5E5E5E',
      amount: pie.data[i] ?? pence(0),
    })),
  };
}

/** What a chart's legend names, in the order it draws them. */
export function legendOf(chartId: string, spec: ChartSpec): LegendEntry[] {
  if (spec.kind === 'pie')
    return spec.slices.map((s) => ({ name: s.name, colour: s.colour, swatch: { kind: 'solid' } }));
  const bars: LegendEntry[] = spec.series.map((s, i) => ({
    name: s.name,
    colour: s.colour,
    swatch: { kind: 'pattern', id: patternId(chartId, i) },
  }));
  return spec.line ? [...bars, { name: spec.line.name, colour: spec.line.colour, swatch: { kind: 'line' } }] : bars;
}
