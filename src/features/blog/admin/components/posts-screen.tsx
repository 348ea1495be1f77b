'use client';

import { Button, Input, Select, SelectItem } from '@heroui/react';
import { useMemo, useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import { useActiveCategories } from '@/features/categories/hooks';
import { formatDate } from '@/lib/format';
import type { AdminPost } from '../api';
import { useAdminPosts, useDeletePost } from '../hooks';
import { filterAdminPosts, type AdminPostFilter } from '../list-filter';
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
  const categories = useActiveCategories();
  const remove = useDeletePost();
  const [filter, setFilter] = useState<AdminPostFilter>({ status: 'all', query: '' });
  const [editing, setEditing] = useState<AdminPost | 'new' | null>(null);
  const [deleting, setDeleting] = useState<AdminPost | null>(null);

  const rows = useMemo(() => filterAdminPosts(posts.data ?? [], filter), [posts.data, filter]);
  const categoryName = (id: string | null) => categories.data?.find((category) => category.id === id)?.name ?? '—';

  if (posts.error)
    return <DatabaseErrorFallback error={posts.error} scope="data" isAuthenticated onRetry={() => void posts.refetch()} />;

  const hasAny = (posts.data?.length ?? 0) > 0;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex flex-col gap-3 sm:flex-row sm:items-end">
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
          onChange={(event) => setFilter((current) => ({ ...current, status: event.target.value as AdminPostFilter['status'] }))}
          items={STATUS_OPTIONS}
          className="sm:max-w-xs"
        >
          {(option) => <SelectItem key={option.key}>{option.label}</SelectItem>}
        </Select>
        <Button color="primary" className="sm:ml-auto" onPress={() => setEditing('new')}>
          Nový článek
        </Button>
      </div>
      <DataTable<AdminPost>
        label="Články"
        rows={rows}
        isLoading={posts.isPending}
        emptyText={hasAny ? postAdminMessages.noMatch : postAdminMessages.empty}
        columns={[
          { key: 'title', label: 'Název', render: (post) => <span className="font-medium">{post.title}</span> },
          { key: 'status', label: 'Stav', render: (post) => <PostStatusChip status={post.status} /> },
          { key: 'category', label: 'Kategorie', render: (post) => categoryName(post.category_id), hideOnMobile: true },
          {
            key: 'published',
            label: 'Publikováno',
            render: (post) => (post.published_at ? formatDate(post.published_at) : '—'),
            hideOnMobile: true,
          },
        ]}
        actions={[
          { label: 'Upravit', onPress: (post) => setEditing(post) },
          { label: 'Smazat', color: 'danger', onPress: (post) => setDeleting(post) },
        ]}
      />
      {editing ? <PostEditorModal post={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat článek"
        message={deleting ? `Opravdu chcete smazat článek „${deleting.title}“? Tato akce je nevratná.` : ''}
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
