'use client';

import dynamic from 'next/dynamic';
import { Input } from '@heroui/react';
import { useMemo, useState } from 'react';
import { AdminListScreen } from '@/components/admin-list-screen';
import { FilterSelect } from '@/components/filter-select';
import { formatDate } from '@/lib/format';
import type { AdminPostRow } from '../api';
import { useAdminPosts, useDeletePost } from '../hooks';
import { filterAdminPosts, type AdminPostFilter } from '../list-filter';
import { postsLoadErrorMessage } from '../../load-error';
import { POST_STATUS_LABELS, POST_STATUSES, postAdminMessages } from '../messages';
import { PostStatusChip } from './post-status-chip';

// The form (its fields and schema) is fetched when it is first opened.
const PostEditorModal = dynamic(() => import('./post-editor-modal').then((module) => module.PostEditorModal), { ssr: false });

const STATUS_OPTIONS = [
  { value: 'all', label: 'Vše' },
  ...POST_STATUSES.map((status) => ({ value: status, label: POST_STATUS_LABELS[status] })),
];

/** /admin/posts: every post (drafts too) newest first, filtered by status and title; write, edit, delete. */
export function PostsScreen() {
  const posts = useAdminPosts();
  const remove = useDeletePost();
  const [filter, setFilter] = useState<AdminPostFilter>({ status: 'all', query: '' });

  const rows = useMemo(() => filterAdminPosts(posts.data ?? [], filter), [posts.data, filter]);
  const hasAny = (posts.data?.length ?? 0) > 0;

  return (
    <AdminListScreen<AdminPostRow>
      query={posts}
      loadError={posts.error ? postsLoadErrorMessage(posts.error) : undefined}
      rows={rows}
      addLabel="Nový článek"
      toolbar={
        <>
          <Input
            type="search"
            label="Hledat podle názvu"
            value={filter.query}
            onValueChange={(query) => setFilter((current) => ({ ...current, query }))}
            className="sm:max-w-xs"
          />
          <FilterSelect
            label="Stav"
            value={filter.status}
            onChange={(status) => setFilter((current) => ({ ...current, status: status as AdminPostFilter['status'] }))}
            options={STATUS_OPTIONS}
            className="sm:max-w-xs"
          />
        </>
      }
      table={{
        label: 'Články',
        emptyText: hasAny ? postAdminMessages.noMatch : postAdminMessages.empty,
        columns: [
          { key: 'title', label: 'Název', render: (post) => <span className="font-medium">{post.title}</span> },
          { key: 'status', label: 'Stav', render: (post) => <PostStatusChip status={post.status} /> },
          { key: 'category', label: 'Kategorie', render: (post) => post.category?.name ?? '—', hideOnMobile: true },
          {
            key: 'published',
            label: 'Publikováno',
            render: (post) => (post.published_at ? formatDate(post.published_at) : '—'),
            hideOnMobile: true,
          },
        ],
      }}
      renderEditor={(post, close) => <PostEditorModal post={post} onClose={close} />}
      deletion={{
        title: 'Smazat článek',
        message: (post) => `Opravdu chcete smazat článek „${post.title}“? Tato akce je nevratná.`,
        mutation: remove,
      }}
    />
  );
}
