/** Query keys of blog posts: every save invalidates `all`, which reaches the admin list. */
export const postKeys = {
  all: ['blog-posts'] as const,
  adminList: () => [...postKeys.all, 'admin-list'] as const,
};
