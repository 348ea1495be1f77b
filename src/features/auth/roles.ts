/** Roles, labels and how a user's access is resolved from their rows. */
export const APP_ROLES = ['admin', 'head_coach', 'coach', 'member'] as const;
export type AppRole = (typeof APP_ROLES)[number];

/** The database's check constraint guarantees the value; this narrows the generated `string`. */
export function toAppRole(value: string): AppRole {
  const role = APP_ROLES.find((candidate) => candidate === value);
  if (!role) throw new Error(`Unknown role: ${value}`);
  return role;
}

export const roleLabels: Record<AppRole, string> = {
  admin: 'Admin',
  head_coach: 'Hlavní trenér',
  coach: 'Trenér',
  member: 'Člen',
};

export interface ProfileRow {
  role: AppRole;
  assigned_categories: string[] | null;
}

export interface RoleRow {
  role: 'admin' | 'coach';
}

export interface ResolvedAccess {
  /** The role shown in headers: a coach row is preferred among several profiles. */
  role: AppRole;
  assignedCategories: string[];
  hasAdminAccess: boolean;
  hasCoachAccess: boolean;
}

/** The coach portal is open to coaches and to admins (who may simulate a coach's categories). */
export const opensCoachPortal = (access: ResolvedAccess): boolean => access.hasCoachAccess || access.hasAdminAccess;

const PREFERENCE: AppRole[] = ['head_coach', 'coach', 'admin', 'member'];

/**
 * A role holds when the profile role or any role row matches; coach means coach or head_coach.
 * Without rows the user is a member with no categories.
 */
export function resolveAccess(profiles: ProfileRow[], roleRows: RoleRow[]): ResolvedAccess {
  const held = new Set<AppRole>([...profiles.map((p) => p.role), ...roleRows.map((r) => r.role)]);
  const preferred =
    PREFERENCE.find((role) => profiles.some((p) => p.role === role)) ?? PREFERENCE.find((role) => held.has(role)) ?? 'member';
  const coachProfiles = profiles.filter((p) => p.role === 'coach' || p.role === 'head_coach');
  const assignedCategories = [...new Set(coachProfiles.flatMap((p) => p.assigned_categories ?? []))];
  return {
    role: preferred,
    assignedCategories,
    hasAdminAccess: held.has('admin'),
    hasCoachAccess: held.has('coach') || held.has('head_coach'),
  };
}

/** Only admin and coach are kept when roles are assigned; coaches get categories, others none. */
export function normaliseRoleAssignment(roles: string[], categories: string[]): { roles: RoleRow['role'][]; categories: string[] } {
  const kept = [...new Set(roles.filter((role): role is RoleRow['role'] => role === 'admin' || role === 'coach'))];
  return { roles: kept, categories: kept.includes('coach') ? [...new Set(categories)] : [] };
}
