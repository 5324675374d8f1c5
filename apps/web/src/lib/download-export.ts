import { ApiError, apiUrl } from './api-client.ts';
import { getToken } from './storage.ts';

/**
 * Downloads an owner's CSV (GET /admin/exports/{file}.csv with the query): the call carries the
 * token, so the file is fetched and handed to the browser as a download of the server's name.
 */
export const downloadExport = async (
  file: string,
  query: Record<string, string>,
): Promise<void> => {
  const token = getToken();
  const response = await fetch(apiUrl(`/admin/exports/${file}.csv`, 'hotel', query), {
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
