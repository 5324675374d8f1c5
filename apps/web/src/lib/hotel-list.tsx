import {
  createContext,
  useContext,
  useEffect,
  useState,
  useSyncExternalStore,
  type ReactNode,
} from 'react';
import type { Hotel } from '@frontdesk/domain';
import { api, ApiError } from './api-client.ts';

/**
 * GET /api/hotels: the hotels this deployment serves (public). The first screen's one call, read
 * without a zod check so that the picker does not load zod: the server answers it through the
 * contract's `z.array(hotelSchema)` (hotel.routes.ts), and the picker only shows the names.
 */
const getHotels = (): Promise<Hotel[]> => api.get<Hotel[]>('/hotels', { scope: 'root' });

interface HotelListState {
  status: 'pending' | 'error' | 'success';
  data?: Hotel[];
}

/** Waits before asking again after a failure: 1 s, then 2 s (as TanStack Query's default). */
const retryDelays = [1000, 2000];

/**
 * The hotel list, read once per page view (names change rarely) and again when the hotel is
 * edited. Not a TanStack Query: the first screen (hotel picker, sign-in) reads only this list,
 * and TanStack Query comes with the signed-in screens instead (ADR 049). Like the queries, a
 * network or server failure is tried twice more before it shows.
 */
class HotelListStore {
  private state: HotelListState = { status: 'pending' };
  private readonly listeners = new Set<() => void>();
  private loading: Promise<void> | undefined;
  private started = false;

  readonly subscribe = (listener: () => void) => {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  };

  readonly snapshot = () => this.state;

  private set(next: HotelListState) {
    this.state = next;
    for (const listener of this.listeners) listener();
  }

  /** The first reader starts the download. */
  readonly start = () => {
    if (!this.started) void this.reload();
  };

  /** Reads the list (again); one download at a time. */
  readonly reload = (): Promise<void> => {
    this.started = true;
    this.loading ??= this.download().finally(() => {
      this.loading = undefined;
    });
    return this.loading;
  };

  private async download() {
    if (this.state.status === 'error') this.set({ status: 'pending' });
    for (let attempt = 0; ; attempt += 1) {
      try {
        this.set({ status: 'success', data: await getHotels() });
        return;
      } catch (failure) {
        const refused = failure instanceof ApiError && failure.status < 500;
        const delay = retryDelays[attempt];
        if (refused || delay === undefined) {
          // A list already shown stays (a failed refresh); otherwise the failure shows.
          if (this.state.status !== 'success') this.set({ status: 'error' });
          return;
        }
        await new Promise((resolve) => setTimeout(resolve, delay));
      }
    }
  }
}

const stores = new Set<HotelListStore>();

/** The hotel's details changed (an event, or this desk saved them): every list reads again. */
export const reloadHotelLists = async (): Promise<void> => {
  await Promise.all([...stores].map((store) => store.reload()));
};

const HotelListContext = createContext<HotelListStore | null>(null);

/** One hotel list for the app (AppProviders). */
export const HotelListProvider = ({ children }: { children: ReactNode }) => {
  const [store] = useState(() => new HotelListStore());
  useEffect(() => {
    stores.add(store);
    return () => {
      stores.delete(store);
    };
  }, [store]);
  return <HotelListContext.Provider value={store}>{children}</HotelListContext.Provider>;
};

/** GET /api/hotels as the screens read it: pending, failed or the list, and Try again. */
export const useHotels = () => {
  const store = useContext(HotelListContext);
  if (!store) throw new Error('useHotels needs a HotelListProvider (AppProviders)');
  const state = useSyncExternalStore(store.subscribe, store.snapshot);
  useEffect(() => store.start(), [store]);
  return {
    data: state.data,
    isPending: state.status === 'pending',
    isError: state.status === 'error',
    refetch: store.reload,
  };
};
