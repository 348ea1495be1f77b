'use client';

import dynamic from 'next/dynamic';
import { Chip } from '@heroui/react';
import { AdminListScreen } from '@/components/admin-list-screen';
import type { Category } from '../api';
import { useCategories, useDeleteCategory } from '../hooks';
import { AGE_GROUPS, categoryMessages, GENDERS } from '../messages';

// The form (its fields and schema) is fetched when it is first opened.
const CategoryFormModal = dynamic(() => import('./category-form-modal').then((module) => module.CategoryFormModal), { ssr: false });

/** /admin/categories: the club's ten categories with their details. */
export function CategoriesScreen() {
  const categories = useCategories();
  const remove = useDeleteCategory();

  return (
    <AdminListScreen<Category>
      query={categories}
      loadError={categoryMessages.loadError}
      addLabel="Přidat kategorii"
      table={{
        label: 'Kategorie',
        emptyText: 'Zatím žádné kategorie',
        columns: [
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
          {
            key: 'age',
            label: 'Věk',
            render: (category) => (category.age_group ? AGE_GROUPS[category.age_group as keyof typeof AGE_GROUPS] : '—'),
            hideOnMobile: true,
          },
          {
            key: 'gender',
            label: 'Pohlaví',
            render: (category) => (category.gender ? GENDERS[category.gender as keyof typeof GENDERS] : '—'),
            hideOnMobile: true,
          },
          {
            key: 'active',
            label: 'Stav',
            render: (category) => (
              <Chip size="sm" variant="flat" color={category.is_active ? 'success' : 'default'}>
                {category.is_active ? 'Aktivní' : 'Neaktivní'}
              </Chip>
            ),
          },
        ],
      }}
      renderEditor={(category, close) => <CategoryFormModal category={category} onClose={close} />}
      deletion={{
        title: 'Smazat kategorii',
        message: (category) =>
          `Opravdu chcete smazat kategorii ${category.name}? Kategorii se zápasy nelze smazat; můžete ji označit jako neaktivní.`,
        mutation: remove,
      }}
    />
  );
}
