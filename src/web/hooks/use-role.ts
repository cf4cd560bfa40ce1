/**
 * The signed-in person's role in the firm, and whether it allows an action: the screens hide what it does
 * not. The signed-in screens render once the user is loaded; should the role be unknown, nothing is hidden (the
 * server checks every call anyway and answers 403 with a message).
 */
import { roleAllows, type TRole } from '@contract/index';
import { useAuth } from './use-auth';

export function useRole(): { role: TRole | undefined; can: (needed: TRole) => boolean } {
  const { user } = useAuth();
  const role = user?.role;
  return { role, can: (needed) => role === undefined || roleAllows(role, needed) };
}
