import { isActivityKind, isIsoDate, type ActivityKind, type IsoDate } from '@frontdesk/domain';

/** The Activity page's filters: the hotel's dates (inclusive), a user, a kind. */
export interface ActivityFilters {
  from: IsoDate | null;
  to: IsoDate | null;
  userId: number | null;
  kind: ActivityKind | null;
}

const noFilters: ActivityFilters = { from: null, to: null, userId: null, kind: null };

/**
 * /admin/activity with its filters in the address (issue 44): one click from Staff or a shift
 * to that person's day, and a filtered page that survives a reload or a shared link.
 */
export const activityLink = (filters: Partial<ActivityFilters>): string => {
  const text = activityQuery(filters).toString();
  return text ? `/admin/activity?${text}` : '/admin/activity';
};

/** The address's query of these filters (only those set). */
export const activityQuery = (filters: Partial<ActivityFilters>): URLSearchParams => {
  const query = new URLSearchParams();
  if (filters.userId != null) query.set('user', String(filters.userId));
  if (filters.from) query.set('from', filters.from);
  if (filters.to) query.set('to', filters.to);
  if (filters.kind) query.set('kind', filters.kind);
  return query;
};

/** The filters an address names; anything malformed is no filter. */
export const activityFiltersOf = (query: URLSearchParams): ActivityFilters => {
  const date = (name: string) => {
    const value = query.get(name) ?? '';
    return isIsoDate(value) ? value : null;
  };
  const user = query.get('user') ?? '';
  const kind = query.get('kind');
  return {
    ...noFilters,
    from: date('from'),
    to: date('to'),
    userId: /^[0-9]{1,9}$/.test(user) ? Number(user) : null,
    kind: isActivityKind(kind) ? kind : null,
  };
};
