import { defaultChartRange, displayName, vatPeriods, type ChartRange } from '@bk/domain';
import { Text } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router';
import { ScreenTitle } from '../../../components/screen-title';
import { receiptsQueryOptions } from '../../../lib/queries/get-receipts';
import { useActiveBusiness } from '../../../lib/session/api/get-active-business';
import { useBarChart, usePieChart } from '../api/chart-queries';
import { ledgerCharts, vatCharts } from '../chart-list';
import { ChartSection } from './chart-section';
import { RangeForm } from './range-form';

/**
 * SPEC §2 Charts & Reports: Income & Expenses and the category pies for every business; the three
 * VAT charts, from the returns filed here, for a VAT-registered one. Date range, Download CSV per
 * chart (or the CSV on the page with displayOnPage=true), Print (each chart on a page of its own).
 */
export function ChartsPage() {
  const business = useActiveBusiness().data;
  const vat = business?.enableVat === true;
  const [params] = useSearchParams();
  const [range, setRange] = useState<ChartRange>(() => defaultChartRange(new Date()));
  const [showOnPage, setShowOnPage] = useState(params.get('displayOnPage') === 'true');
  const bar = useBarChart(range);
  const income = usePieChart(range, true);
  const expenses = usePieChart(range, false);
  const receipts = useQuery({ ...receiptsQueryOptions(), enabled: vat });
  const periods = useMemo(() => (receipts.data ? vatPeriods(receipts.data, range) : undefined), [receipts.data, range]);
  const name = displayName(business?.name, 'Business');

  const charts = [
    ...ledgerCharts(bar, income, expenses),
    ...(vat ? vatCharts({ data: periods, isError: receipts.isError }) : []),
  ];

  return (
    <>
      <ScreenTitle>Charts & Reports</ScreenTitle>
      <Text mb="md">
        Income, expenses{vat ? ' and VAT' : ''} of <strong>{name}</strong>, month by month.
      </Text>
      <RangeForm range={range} onRange={setRange} showOnPage={showOnPage} onShowOnPage={setShowOnPage} />
      <div>
        {charts.map((chart) => (
          <ChartSection key={chart.title} range={range} showOnPage={showOnPage} {...chart} />
        ))}
      </div>
    </>
  );
}
