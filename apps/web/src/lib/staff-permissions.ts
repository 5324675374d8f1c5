import { useQuery } from '@tanstack/react-query';
import { staffPermissionsSchema, type StaffPermissions } from '@frontdesk/domain';
import { api } from './api-client.ts';
import { queryKeys } from './query-keys.ts';
import { useSession } from './session.ts';
import { getRole } from './storage.ts';

/** GET /reception/staff-permissions: what the owner lets receptionists change (ADR 035). */
export const getStaffPermissions = (signal?: AbortSignal): Promise<StaffPermissions> =>
  api.get('/reception/staff-permissions', { schema: staffPermissionsSchema, signal });

export const useStaffPermissions = () =>
  useQuery({
    queryKey: queryKeys.staffPermissions,
    queryFn: ({ signal }) => getStaffPermissions(signal),
    retry: false,
  });

/**
 * May this desk change room prices and the menu? An admin always may; a receptionist when the
 * owner's switch is on. Until the switches have loaded the desk may (the server refuses anyway).
 */
export const useMayChange = (): { prices: boolean; menu: boolean } => {
  const session = useSession();
  const permissions = useStaffPermissions();
  const role = session.data?.user.role ?? getRole();
  if (role === 'admin' || !permissions.data) return { prices: true, menu: true };
  return {
    prices: permissions.data.receptionMayChangePrices,
    menu: permissions.data.receptionMayChangeMenu,
  };
};

/**
 * May this desk void payments and give refunds (ADR 072)? An admin always may; a receptionist
 * only once the owner's switch is known to be on (off by default), so no button is shown that
 * the server would refuse.
 */
export const useMayCorrect = (): boolean => {
  const session = useSession();
  const permissions = useStaffPermissions();
  const role = session.data?.user.role ?? getRole();
  return role === 'admin' || permissions.data?.receptionMayVoidAndRefund === true;
};
