import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { reportSchema, type Report, type ReportRange } from '@frontdesk/domain';
import { api, ApiError, apiUrl } from '../../../lib/api-client.ts';
import { getToken } from '../../../lib/storage.ts';

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

export const exportFiles = ['incomes', 'food-orders', 'stays'] as const;
export type ExportFile = (typeof exportFiles)[number];

/**
 * Downloads an owner's CSV of the range (GET /admin/exports/{file}.csv): the call carries the
 * token, so the file is fetched and handed to the browser as a download of the server's name.
 */
export const downloadExport = async (file: ExportFile, range: ReportRange): Promise<void> => {
  const token = getToken();
  const response = await fetch(apiUrl(`/admin/exports/${file}.csv`, 'hotel', { ...range }), {
    headers: token ? { Authorization: `Bearer ${token}` } : {},
    credentials: 'same-origin',
  });
  if (!response.ok) throw new ApiError(response.status, await response.text());
  const name =
    /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1] ??
    `${file}.csv`;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  URL.revokeObjectURL(url);
};
