import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** A client error (4xx) will not go away by asking again; network and 5xx errors may. */
const shouldRetry = (failureCount: number, error: unknown) => {
  if (error instanceof ApiError && error.status >= 400 && error.status < 500) return false;
  return failureCount < 2;
};

export const createQueryClient = () =>
  new QueryClient({
    defaultOptions: {
      queries: {
        // The websocket invalidates what changed, so data can be trusted for a while.
        staleTime: 30_000,
        retry: shouldRetry,
      },
      mutations: { retry: false },
    },
  });

/** Drops cached data of an earlier sign-in (another hotel or user); the hotel list stays. */
export const forgetSignedInData = (queryClient: QueryClient) => {
  queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== queryKeys.hotels[0] });
};
