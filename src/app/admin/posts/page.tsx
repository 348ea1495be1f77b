import type { Metadata } from 'next';
import { getCurrentSession } from '@/features/auth/session';
import { PostsScreen } from '@/features/blog/admin/components/posts-screen';

export const metadata: Metadata = { title: 'Články' };

export default async function AdminPostsPage() {
  const session = await getCurrentSession();
  if (!session?.access.hasAdminAccess) return null;
  return <PostsScreen />;
}
