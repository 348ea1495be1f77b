import type { AppRole } from '@/features/auth/roles';
import type { LoginLogEntry } from '@/features/login-logs/api';

/** Users carry id, email and user_metadata.full_name; the admin screen also shows state. */
export interface AdminUser {
  id: string;
  email: string;
  user_metadata: { full_name?: string };
  created_at: string;
  last_sign_in_at: string | null;
  /** Set while the user is blocked (an admin can block a user); null when active. */
  banned_until: string | null;
}

export interface Pagination {
  page: number;
  limit: number;
  total: number;
  totalPages: number;
}

export interface UsersWithLogs {
  users: AdminUser[];
  loginLogs: LoginLogEntry[];
  pagination: Pagination;
}

/** One user's roles as GET /api/user-roles reports them. */
export interface UserRoleSummary {
  user_id: string;
  email: string;
  display_name: string | null;
  /** The assignable role rows. */
  roles: ('admin' | 'coach')[];
  /** Every profile row's role, head_coach included. */
  profile_roles: AppRole[];
  assigned_categories: string[];
}

/** A user's second factor as the admin sees it (never its secret). */
export interface AdminUserFactor {
  id: string;
  friendly_name: string | null;
  factor_type: string;
  status: 'verified' | 'unverified';
  created_at: string;
}
