'use client';

import { Input, SelectItem, Switch, Textarea } from '@heroui/react';
import { FormModal } from '@/components/form-modal';
import { useSaveTarget } from '@/lib/use-admin-mutation';
import { useZodForm } from '@/lib/use-zod-form';
import type { Category } from '../api';
import { useSaveCategory } from '../hooks';
import { AGE_GROUPS, GENDERS } from '../messages';
import { ZCategoryForm } from '../schema';
import { DialogSelect } from '@/components/dialog-portal';

/** Add or edit one of the club's categories. */
export function CategoryFormModal({ category, onClose }: { category: Category | null; onClose: () => void }) {
  const save = useSaveCategory();
  const target = useSaveTarget(category);
  const form = useZodForm(ZCategoryForm, {
    name: category?.name ?? '',
    slug: category?.slug ?? '',
    description: category?.description ?? '',
    age_group: category?.age_group ?? '',
    gender: category?.gender ?? '',
    is_active: category?.is_active ?? true,
    sort_order: String(category?.sort_order ?? 0),
  });

  function submit() {
    const values = form.submit();
    if (values) save.mutate({ ...target, category: values }, { onSuccess: onClose });
  }

  return (
    <FormModal
      title={category ? 'Upravit kategorii' : 'Nová kategorie'}
      isPending={save.isPending}
      onSubmit={submit}
      onClose={onClose}
      size="lg"
    >
      <Input label="Název" isRequired {...form.text('name')} />
      <Input label="Adresa (v URL)" description="např. starsi-zaci" isRequired {...form.text('slug')} />
      <Textarea label="Popis" description="Věk a soutěž, např. 12–15 let" {...form.text('description')} />
      <div className="grid grid-cols-2 gap-3">
        <DialogSelect
          label="Věková skupina"
          selectedKeys={form.values.age_group ? [form.values.age_group] : []}
          onChange={(event) => form.set('age_group', event.target.value)}
        >
          {Object.entries(AGE_GROUPS).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
        <DialogSelect
          label="Pohlaví"
          selectedKeys={form.values.gender ? [form.values.gender] : []}
          onChange={(event) => form.set('gender', event.target.value)}
        >
          {Object.entries(GENDERS).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
      </div>
      <Input label="Pořadí" type="number" min={0} {...form.text('sort_order')} />
      <Switch isSelected={form.values.is_active} onValueChange={(value) => form.set('is_active', value)}>
        Aktivní
      </Switch>
    </FormModal>
  );
}
