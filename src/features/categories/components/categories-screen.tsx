'use client';

import { Button, Chip } from '@heroui/react';
import { useState } from 'react';
import { ConfirmDialog } from '@/components/confirm-dialog';
import { DatabaseErrorFallback } from '@/components/database-error-fallback';
import { DataTable } from '@/components/data-table';
import type { Category } from '../api';
import { useCategories, useDeleteCategory } from '../hooks';
import { AGE_GROUPS, GENDERS } from '../messages';
import { CategoryFormModal } from './category-form-modal';

/** /admin/categories (spec §2): the club's ten categories with their details. */
export function CategoriesScreen() {
  const categories = useCategories();
  const remove = useDeleteCategory();
  const [editing, setEditing] = useState<Category | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Category | null>(null);

  if (categories.error) return <DatabaseErrorFallback error={categories.error} scope="data" isAuthenticated onRetry={() => void categories.refetch()} />;
  return (
    <div className="flex flex-col gap-4">
      <div className="flex justify-end">
        <Button color="primary" onPress={() => setEditing('new')}>
          Přidat kategorii
        </Button>
      </div>
      <DataTable<Category>
        label="Kategorie"
        rows={categories.data ?? []}
        isLoading={categories.isPending}
        emptyText="Zatím žádné kategorie"
        columns={[
          { key: 'order', label: '#', render: (category) => category.sort_order, hideOnMobile: true },
          {
            key: 'name',
            label: 'Název',
            render: (category) => (
              <div className="flex flex-col">
                <span className="font-medium">{category.name}</span>
                <span className="text-xs text-default-500">{category.description}</span>
              </div>
            ),
          },
          { key: 'age', label: 'Věk', render: (category) => (category.age_group ? AGE_GROUPS[category.age_group as keyof typeof AGE_GROUPS] : '—'), hideOnMobile: true },
          { key: 'gender', label: 'Pohlaví', render: (category) => (category.gender ? GENDERS[category.gender as keyof typeof GENDERS] : '—'), hideOnMobile: true },
          {
            key: 'active',
            label: 'Stav',
            render: (category) => (
              <Chip size="sm" variant="flat" color={category.is_active ? 'success' : 'default'}>
                {category.is_active ? 'Aktivní' : 'Neaktivní'}
              </Chip>
            ),
          },
        ]}
        actions={[
          { label: 'Upravit', onPress: (category) => setEditing(category) },
          { label: 'Smazat', color: 'danger', onPress: (category) => setDeleting(category) },
        ]}
      />
      {editing ? <CategoryFormModal category={editing === 'new' ? null : editing} onClose={() => setEditing(null)} /> : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title="Smazat kategorii"
        message={`Opravdu chcete smazat kategorii ${deleting?.name ?? ''}? Kategorii se zápasy nelze smazat; můžete ji označit jako neaktivní.`}
        confirmLabel="Smazat"
        tone="danger"
        isPending={remove.isPending}
        onClose={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      />
    </div>
  );
}
