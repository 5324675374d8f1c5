import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-client.ts';

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

let appClient: QueryClient | undefined;

/**
 * The app's one client, made when the first signed-in screen mounts (app/signed-in-data.tsx):
 * the first screen (hotel picker, sign-in) reads no query and does not download TanStack Query
 * (ADR 049). It outlives the layouts, so moving between reception and owner pages keeps the data.
 */
export const appQueryClient = () => (appClient ??= createQueryClient());

/** Drops cached data of an earlier sign-in (another hotel or user), if there was one. */
export const forgetSignedInData = () => {
  appClient?.clear();
};
