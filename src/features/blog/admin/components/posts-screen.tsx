'use client';

import { Input, Select, SelectItem } from '@heroui/react';
import { useMemo, useState } from 'react';
import { AdminListScreen } from '@/components/admin-list-screen';
import { formatDate } from '@/lib/format';
import type { AdminPostRow } from '../api';
import { useAdminPosts, useDeletePost } from '../hooks';
import { filterAdminPosts, type AdminPostFilter } from '../list-filter';
import { postsLoadErrorMessage } from '../../load-error';
import { POST_STATUS_LABELS, POST_STATUSES, postAdminMessages } from '../messages';
import { PostEditorModal } from './post-editor-modal';
import { PostStatusChip } from './post-status-chip';

const STATUS_OPTIONS = [
  { key: 'all', label: 'Vše' },
  ...POST_STATUSES.map((status) => ({ key: status, label: POST_STATUS_LABELS[status] })),
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
          <Select
            label="Stav"
            selectedKeys={[filter.status]}
            disallowEmptySelection
            onChange={(event) =>
              setFilter((current) => ({ ...current, status: event.target.value as AdminPostFilter['status'] }))
            }
            items={STATUS_OPTIONS}
            className="sm:max-w-xs"
          >
            {(option) => <SelectItem key={option.key}>{option.label}</SelectItem>}
          </Select>
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
