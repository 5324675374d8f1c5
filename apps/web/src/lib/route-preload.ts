import { getToken } from './storage.ts';

type ChunkLoader = () => Promise<unknown>;

interface RouteChunks {
  /** The chunks a path renders (a layout and its page). */
  chunks: ChunkLoader[];
  /** Behind the token: without one the path shows the start page instead. */
  signedIn?: boolean;
}

const routeChunks = new Map<string, RouteChunks>();
let startPage: ChunkLoader[] = [];

/** Filled by app/routes.tsx, which owns the lazy pages. */
export const registerRouteChunks = (routes: Record<string, RouteChunks>, start: string) => {
  for (const [path, entry] of Object.entries(routes)) routeChunks.set(path, entry);
  startPage = routeChunks.get(start)?.chunks ?? [];
};

/**
 * Starts downloading a path's code, all of its chunks side by side (a lazy layout would otherwise
 * fetch its page only once it has rendered). Used before the first render and while someone
 * signs in; a failed download is left to the page itself, which shows its error. Settles when
 * every chunk has come or failed.
 */
export const preloadRoute = (path: string) => {
  const route = routeChunks.get(path);
  const chunks = route?.signedIn && !getToken() ? startPage : (route?.chunks ?? []);
  return Promise.allSettled(chunks.map((load) => load()));
};
