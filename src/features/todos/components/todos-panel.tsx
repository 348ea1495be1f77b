'use client';

import { Spinner, Tab, Tabs } from '@heroui/react';
import dynamic from 'next/dynamic';
import { useState } from 'react';
import { LazyConfirmDialog } from '@/components/lazy-confirm-dialog';
import { PanelCard } from '@/components/panel-card';
import { InlineLoadError } from '@/components/inline-load-error';
import { ListPagination } from '@/components/list-pagination';
import type { Todo } from '../api';
import { useDeleteTodo, useSetTodoStatus, useTodos } from '../hooks';
import { TODO_FILTERS, todoMessages, todoTexts, type TodoFilter, type TodoStatus } from '../messages';
import { TODOS_PAGE_SIZE, visibleTodos } from '../todo-list';
import { TodoCard } from './todo-card';
import { isOwnKey } from '@/lib/own-key';

// The form (its fields and schema) is fetched when it is first opened.
const TodoFormModal = dynamic(() => import('./todo-form-modal').then((module) => module.TodoFormModal), { ssr: false });

function isTodoFilter(value: string): value is TodoFilter {
  return isOwnKey(TODO_FILTERS, value);
}

/** The dashboard's todo cards: filters, 10 a page by priority then due date, status flow. */
export function TodosPanel({ userEmail }: { userEmail: string }) {
  const todos = useTodos();
  const setStatus = useSetTodoStatus();
  const remove = useDeleteTodo();
  const [filter, setFilter] = useState<TodoFilter>('all');
  const [page, setPage] = useState(1);
  const [editing, setEditing] = useState<Todo | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Todo | null>(null);

  const shown = visibleTodos(todos.data ?? [], filter);
  const totalPages = Math.max(1, Math.ceil(shown.length / TODOS_PAGE_SIZE));
  const currentPage = Math.min(page, totalPages);
  const pageRows = shown.slice((currentPage - 1) * TODOS_PAGE_SIZE, currentPage * TODOS_PAGE_SIZE);

  function changeStatus(todo: Todo, to: TodoStatus, isAdvance: boolean) {
    setStatus.mutate({ id: todo.id, from: todo.status, to, isAdvance });
  }

  return (
    <PanelCard
      title={todoTexts.heading}
      addLabel={todoTexts.add}
      onAdd={() => setEditing('new')}
      dialogs={
        <>
          {editing ? (
            <TodoFormModal todo={editing === 'new' ? null : editing} userEmail={userEmail} onClose={() => setEditing(null)} />
          ) : null}
          <LazyConfirmDialog
            isOpen={deleting !== null}
            title={todoTexts.deleteTitle}
            message={deleting ? todoTexts.deleteConfirm(deleting.title) : ''}
            confirmLabel={todoTexts.deleteAction}
            tone="danger"
            isPending={remove.isPending}
            onClose={() => setDeleting(null)}
            onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
          />
        </>
      }
    >
      <Tabs
        aria-label={todoTexts.filters}
        size="sm"
        variant="underlined"
        classNames={{ base: 'max-w-full', tabList: 'max-w-full overflow-x-auto' }}
        selectedKey={filter}
        onSelectionChange={(key) => {
          const next = String(key);
          if (isTodoFilter(next)) {
            setFilter(next);
            setPage(1);
          }
        }}
      >
        {Object.entries(TODO_FILTERS).map(([key, label]) => (
          <Tab key={key} title={label} />
        ))}
      </Tabs>
      {todos.isPending ? <Spinner label={todoTexts.loading} /> : null}
      {todos.error ? <InlineLoadError message={todoMessages.loadError} onRetry={() => void todos.refetch()} /> : null}
      {todos.data && pageRows.length === 0 ? (
        <p className="text-default-500">{todos.data.length === 0 ? todoTexts.empty : todoTexts.emptyFilter}</p>
      ) : null}
      <ul className="flex flex-col gap-2" aria-label={todoTexts.heading}>
        {pageRows.map((todo) => (
          <TodoCard
            key={todo.id}
            todo={todo}
            isBusy={setStatus.isPending}
            onAdvance={(to) => changeStatus(todo, to, true)}
            onSetStatus={(to) => changeStatus(todo, to, false)}
            onEdit={() => setEditing(todo)}
            onDelete={() => setDeleting(todo)}
          />
        ))}
      </ul>
      {totalPages > 1 ? (
        <div className="flex justify-center">
          <ListPagination aria-label={todoTexts.pages} page={currentPage} total={totalPages} onChange={setPage} />
        </div>
      ) : null}
    </PanelCard>
  );
}
