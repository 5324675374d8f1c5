import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportRange } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/** GET /api/{hotel}/admin/reports: the owner's report of a range of the hotel's dates. */
export const reportQueryOptions = (range: ReportRange) =>
  queryOptions({
    queryKey: ['report', range.from, range.to],
    queryFn: ({ signal }) =>
      api.get('/admin/reports', {
        query: { ...range },
        schema: reportSchema,
        signal,
      }) as Promise<Report>,
    retry: false,
    // A new range keeps the last figures on screen until its own arrive.
    placeholderData: keepPreviousData,
  });

export const useReport = (range: ReportRange) => useQuery(reportQueryOptions(range));

export const exportFiles = ['incomes', 'food-orders', 'stays', 'register'] as const;
export type ExportFile = (typeof exportFiles)[number];
