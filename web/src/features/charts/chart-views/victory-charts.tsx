/**
 * The drawings of Charts & Reports, by victory. This module is loaded on demand (React.lazy), so
 * victory's code stays out of the main bundle; everything a person needs to read the figures
 * (heading, legend, data table, CSV) is outside it and shows at once.
 */
import { toPounds, type Pence } from '@bk/domain';
import {
  VictoryAxis,
  VictoryBar,
  VictoryChart,
  VictoryContainer,
  VictoryGroup,
  VictoryLabel,
  VictoryLine,
  VictoryPie,
  VictoryScatter,
} from 'victory';
import { patternId, type ChartSpec, type PieSlice } from './chart-spec';

const WIDTH = 640;
const HEIGHT = 340;
const TEXT = '#1f1f1f';
const AXIS = { axis: { stroke: '#5e5e5e' }, tickLabels: { fill: TEXT, fontSize: 12 }, grid: { stroke: 'none' } };
const compactPounds = new Intl.NumberFormat('en-GB', {
  style: 'currency',
  currency: 'GBP',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A round figure at or above `n`: 1, 2 or 5 times a power of ten, or 25 times one. */
function roundUp(n: number): number {
  const power = 10 ** Math.floor(Math.log10(n));
  return [1, 2, 2.5, 5, 10].map((m) => m * power).find((m) => m >= n) ?? 10 * power;
}

const defined = <T,>(value: T | null | undefined): value is T => value !== null && value !== undefined;

/** The drawing is decoration for the figure's own name; the SVG says nothing to screen readers itself. */
const container = <VictoryContainer role="presentation" responsive />;

function Bars({ chartId, spec }: { chartId: string; spec: Extract<ChartSpec, { kind: 'bars' }> }) {
  const labels = [...spec.labels];
  const money = spec.series.flatMap((s) => s.values.filter(defined).map((v: Pence) => toPounds(v)));
  const moneyExtent = Math.max(1, ...money.map(Math.abs));
  const line = spec.line;
  // The line's percentages are drawn on the money scale; the right axis reads them back as percent,
  // with ticks at quarters of a round top figure (25%, 50%, 100%, 200%, ...).
  const margins = line ? line.values.filter(defined) : [];
  const topPercent = roundUp(Math.max(1, ...margins.map(Math.abs)));
  const perPercent = moneyExtent / topPercent;
  const percentTicks = [-4, -3, -2, -1, 1, 2, 3, 4]
    .map((q) => (q * topPercent) / 4)
    .filter((p) => p >= Math.min(0, ...margins) - topPercent / 8 && p <= Math.max(0, ...margins) + topPercent / 8);
  const slots = labels.length * (spec.series.length + 1);
  const barWidth = Math.max(3, Math.min(22, (WIDTH - 150) / Math.max(1, slots)));
  // Slanted labels reach down and to the left by their length ('Jan 2026 - Mar 2026' by about 90px).
  const reach = Math.max(0, ...labels.map((l) => l.length)) * 5;
  const padding = {
    top: 16,
    bottom: 24 + reach * 0.7,
    left: Math.max(72, reach * 0.8 - barWidth * spec.series.length),
    right: line ? 56 : 24,
  };
  const lineData = line
    ? labels.flatMap((x, i) => {
        const value = line.values[i];
        return defined(value) ? [{ x, y: value * perPercent }] : [];
      })
    : [];

  return (
    <VictoryChart
      width={WIDTH}
      height={HEIGHT}
      domainPadding={{ x: barWidth * spec.series.length, y: 10 }}
      padding={padding}
      categories={{ x: labels }}
      containerComponent={container}
    >
      <VictoryAxis
        style={AXIS}
        // Below the chart when bars go below zero, so their labels never sit across those bars.
        {...(money.some((m) => m < 0) ? { offsetY: padding.bottom } : {})}
        tickLabelComponent={<VictoryLabel angle={-40} textAnchor="end" verticalAnchor="middle" />}
      />
      <VictoryAxis dependentAxis style={AXIS} tickFormat={(t: number) => compactPounds.format(t)} />
      {line && (
        <VictoryAxis
          dependentAxis
          orientation="right"
          style={AXIS}
          tickValues={percentTicks.map((p) => p * perPercent)}
          tickFormat={(t: number) => `${String(Math.round(t / perPercent))}%`}
        />
      )}
      <VictoryGroup offset={barWidth}>
        {spec.series.map((s, index) => (
          <VictoryBar
            key={s.name}
            barWidth={barWidth}
            data={labels.flatMap((x, i) => {
              const value = s.values[i];
              return defined(value) ? [{ x, y: toPounds(value) }] : [];
            })}
            style={{ data: { fill: `url(#${patternId(chartId, index)})`, stroke: s.colour, strokeWidth: 1.5 } }}
          />
        ))}
      </VictoryGroup>
      {line && lineData.length > 0 && (
        <VictoryLine data={lineData} style={{ data: { stroke: line.colour, strokeWidth: 2 } }} />
      )}
      {line && lineData.length > 0 && (
        <VictoryScatter data={lineData} symbol="diamond" size={4} style={{ data: { fill: line.colour } }} />
      )}
    </VictoryChart>
  );
}

function Pie({ slices }: { slices: readonly PieSlice[] }) {
  return (
    <VictoryPie
      width={WIDTH}
      height={HEIGHT + 40}
      padding={{ top: 40, bottom: 40, left: 150, right: 150 }}
      data={slices.map((s) => ({ x: s.name, y: toPounds(s.amount) }))}
      colorScale={slices.map((s) => s.colour)}
      labels={({ datum }: { datum?: { x?: string } }) => datum?.x ?? ''}
      labelRadius={({ radius }) => (typeof radius === 'number' ? radius + 14 : 150)}
      style={{ data: { stroke: '#ffffff', strokeWidth: 1 }, labels: { fill: TEXT, fontSize: 13 } }}
      containerComponent={container}
    />
  );
}

/** One chart's drawing; `chartId` names its fill patterns (drawn by the section, beside its legend). */
export default function ChartDrawing({ chartId, spec }: { chartId: string; spec: ChartSpec }) {
  // The drawing scales to the screen's width, up to a size that keeps its text readable.
  return (
    <div style={{ maxWidth: spec.kind === 'bars' ? 800 : 600, margin: '0 auto' }}>
      {spec.kind === 'bars' ? <Bars chartId={chartId} spec={spec} /> : <Pie slices={spec.slices} />}
    </div>
  );
}
