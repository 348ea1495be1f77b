'use client';

import { Input, SelectItem, Textarea } from '@heroui/react';
import { useState } from 'react';
import { DialogSelect } from '@/components/dialog-portal';
import { FormModal } from '@/components/form-modal';
import { useZodForm } from '@/lib/use-zod-form';
import type { Todo } from '../api';
import { useCreateTodo, useUpdateTodo } from '../hooks';
import { TODO_CATEGORIES, TODO_PRIORITIES, todoTexts } from '../messages';
import { ZTodoForm } from '../schema';
import { isTodoCategory, isTodoPriority } from '../todo-status';

/** Add a todo, or edit one still in 'todo'. */
export function TodoFormModal({ todo, userEmail, onClose }: { todo: Todo | null; userEmail: string; onClose: () => void }) {
  const create = useCreateTodo(userEmail);
  const update = useUpdateTodo();
  // Made once per open form: a retried create finds its own row.
  const [newId] = useState(() => crypto.randomUUID());
  const form = useZodForm(ZTodoForm, {
    title: todo?.title ?? '',
    description: todo?.description ?? '',
    priority: todo?.priority ?? 'medium',
    category: todo?.category ?? 'feature',
    due_date: todo?.due_date ?? '',
  });

  function submit() {
    const values = form.submit();
    if (!values) return;
    if (todo) update.mutate({ id: todo.id, todo: values }, { onSuccess: onClose });
    else create.mutate({ id: newId, todo: values }, { onSuccess: onClose });
  }

  return (
    <FormModal title={todo ? todoTexts.edit : todoTexts.new} isPending={create.isPending || update.isPending} onSubmit={submit} onClose={onClose}>
      <Input label={todoTexts.title} isRequired autoFocus {...form.text('title')} />
      <Textarea label={todoTexts.description} {...form.text('description')} />
      <div className="grid grid-cols-1 gap-3 sm:grid-cols-2">
        <DialogSelect
          label={todoTexts.priority}
          disallowEmptySelection
          selectedKeys={[form.values.priority]}
          onChange={(event) => {
            const priority = event.target.value;
            if (isTodoPriority(priority)) form.set('priority', priority);
          }}
        >
          {Object.entries(TODO_PRIORITIES).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
        <DialogSelect
          label={todoTexts.category}
          disallowEmptySelection
          selectedKeys={[form.values.category]}
          onChange={(event) => {
            const category = event.target.value;
            if (isTodoCategory(category)) form.set('category', category);
          }}
        >
          {Object.entries(TODO_CATEGORIES).map(([key, label]) => (
            <SelectItem key={key}>{label}</SelectItem>
          ))}
        </DialogSelect>
      </div>
      <Input label={todoTexts.dueDate} type="date" {...form.text('due_date')} />
    </FormModal>
  );
}
