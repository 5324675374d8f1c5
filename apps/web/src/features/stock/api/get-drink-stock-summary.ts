import { useQuery } from '@tanstack/react-query';
import { drinkStockSummarySchema, type DrinkStockSummary, type IsoDate } from '@frontdesk/domain';
import { api } from '../../../lib/api-client.ts';

/**
 * GET /api/{hotel}/reception/drink-stock-summary?start&end (the hotel's dates, both included).
 * SPEC.md section 8: a failed load is empty data, no message.
 */
export const getDrinkStockSummary = async (
  start: IsoDate,
  end: IsoDate,
  signal?: AbortSignal,
): Promise<DrinkStockSummary | null> => {
  try {
    return await api.get('/reception/drink-stock-summary', {
      query: { start, end },
      schema: drinkStockSummarySchema,
      signal,
    });
  } catch {
    return null;
  }
};

export const useDrinkStockSummary = (
  start: IsoDate | null,
  end: IsoDate | null,
  enabled: boolean,
) =>
  useQuery({
    queryKey: ['drink-stock-summary', start, end],
    queryFn: ({ signal }) => getDrinkStockSummary(start!, end!, signal),
    enabled: enabled && start !== null && end !== null,
  });
