/**
 * A firm's team: the three roles, what each may do, the Team page's members and a role change.
 * The server checks the role on every call; the client hides what a role cannot do with the same `roleAllows`.
 */
import { z } from 'zod';

/** Ordered from least to most: a role may do everything the roles before it may. */
export const ROLES = ['viewer', 'editor', 'admin'] as const;
export type TRole = (typeof ROLES)[number];
export const ZRole = z.enum(ROLES);

/** What a person reads for each role, and what it lets them do. */
export const ROLE_LABELS: Record<TRole, { name: string; can: string }> = {
  viewer: { name: 'Viewer', can: 'reads and downloads' },
  editor: { name: 'Editor', can: 'uploads, edits, approves, assigns and comments' },
  admin: { name: 'Admin', can: 'everything, plus settings, roles and deletes' },
};

/** Whether `role` is at least `needed`. */
export function roleAllows(role: TRole | undefined, needed: TRole): boolean {
  return role !== undefined && ROLES.indexOf(role) >= ROLES.indexOf(needed);
}

export const ZTeamMember = z.object({
  id: z.string(),
  name: z.string(),
  email: z.string(),
  role: ZRole,
  lastLoginAt: z.string().nullable(),
  /** Answers assigned to this person and not approved yet. */
  openAssignments: z.number().int(),
});
export type TTeamMember = z.infer<typeof ZTeamMember>;

export const ZRoleChangeRequest = z.object({ role: ZRole }).strict();
