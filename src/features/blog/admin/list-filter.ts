import type { PostStatus } from './messages';

export interface AdminPostFilter {
  status: PostStatus | 'all';
  query: string;
}

/** The admin list's filter: one status or all, and a case-insensitive match in the title. */
export function filterAdminPosts<Post extends { title: string; status: string }>(posts: Post[], filter: AdminPostFilter): Post[] {
  const needle = filter.query.trim().toLocaleLowerCase('cs');
  return posts.filter(
    (post) => (filter.status === 'all' || post.status === filter.status) && post.title.toLocaleLowerCase('cs').includes(needle),
  );
}
