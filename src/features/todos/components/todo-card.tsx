'use client';

import { Button, Card, CardBody, Chip, Dropdown, DropdownItem, DropdownMenu, DropdownTrigger } from '@heroui/react';
import { formatDate } from '@/lib/format';
import type { Todo } from '../api';
import { TODO_CATEGORIES, TODO_PRIORITIES, TODO_STATUSES, todoTexts, type TodoStatus } from '../messages';
import { canChangeTodo, isTodoStatus, nextTodoStatus } from '../todo-status';

const PRIORITY_COLORS = { urgent: 'danger', high: 'warning', medium: 'primary', low: 'default' } as const;
const STATUS_COLORS = { todo: 'default', 'in-progress': 'primary', done: 'success' } as const;

interface TodoCardProps {
  todo: Todo;
  isBusy: boolean;
  onAdvance: (to: TodoStatus) => void;
  onSetStatus: (to: TodoStatus) => void;
  onEdit: () => void;
  onDelete: () => void;
}

/** One todo: priority, type, due date and status; advance, set status, and edit/delete while 'todo'. */
export function TodoCard({ todo, isBusy, onAdvance, onSetStatus, onEdit, onDelete }: TodoCardProps) {
  const next = nextTodoStatus(todo.status);
  const isChangeable = canChangeTodo(todo.status);
  return (
    <Card as="li" shadow="sm" className="border border-default-100">
      <CardBody className="flex flex-col gap-2">
        <div className="flex flex-wrap items-start justify-between gap-2">
          <h3 className={`min-w-0 flex-1 font-medium ${todo.status === 'done' ? 'text-default-500 line-through' : ''}`}>{todo.title}</h3>
          <div className="flex flex-wrap gap-1">
            <Chip size="sm" variant="flat" color={PRIORITY_COLORS[todo.priority]}>
              {TODO_PRIORITIES[todo.priority]}
            </Chip>
            <Chip size="sm" variant="dot" color={STATUS_COLORS[todo.status]}>
              {TODO_STATUSES[todo.status].label}
            </Chip>
          </div>
        </div>
        {todo.description ? <p className="text-sm text-default-600">{todo.description}</p> : null}
        <div className="flex flex-wrap items-center gap-x-3 gap-y-1 text-xs text-default-500">
          <span>{TODO_CATEGORIES[todo.category]}</span>
          {todo.due_date ? <span>{todoTexts.due(formatDate(todo.due_date))}</span> : null}
          <span className="truncate">{todo.user_email}</span>
        </div>
        <div className="flex flex-wrap items-center gap-2">
          {next ? (
            <Button size="sm" color="primary" variant="flat" isDisabled={isBusy} onPress={() => onAdvance(next)}>
              {todoTexts.advance(TODO_STATUSES[next].label)}
            </Button>
          ) : null}
          <Dropdown>
            <DropdownTrigger>
              <Button size="sm" variant="flat" isDisabled={isBusy}>
                {todoTexts.setStatus}
              </Button>
            </DropdownTrigger>
            <DropdownMenu
              aria-label={todoTexts.setStatus}
              disabledKeys={[todo.status]}
              onAction={(key) => {
                const status = String(key);
                if (isTodoStatus(status)) onSetStatus(status);
              }}
            >
              {Object.entries(TODO_STATUSES).map(([key, status]) => (
                <DropdownItem key={key}>{status.label}</DropdownItem>
              ))}
            </DropdownMenu>
          </Dropdown>
          {isChangeable ? (
            <>
              <Button size="sm" variant="light" onPress={onEdit}>
                {todoTexts.editAction}
              </Button>
              <Button size="sm" variant="light" color="danger" onPress={onDelete}>
                {todoTexts.deleteAction}
              </Button>
            </>
          ) : (
            <span className="text-xs text-default-400">{todoTexts.lockedHint}</span>
          )}
        </div>
      </CardBody>
    </Card>
  );
}
