import { z } from 'zod';
import { TODO_CATEGORIES, TODO_PRIORITIES, todoMessages } from './messages';

const keysOf = <Values extends Record<string, string>>(values: Values) =>
  Object.keys(values) as [keyof Values & string, ...(keyof Values & string)[]];

/** Todo: title required; description, priority, type and due date. */
export const ZTodoForm = z.object({
  title: z.string().trim().min(1, todoMessages.titleRequired),
  description: z
    .string()
    .trim()
    .transform((value) => value || null),
  priority: z.enum(keysOf(TODO_PRIORITIES)),
  category: z.enum(keysOf(TODO_CATEGORIES)),
  due_date: z
    .union([z.iso.date(todoMessages.invalidDueDate), z.literal('')])
    .transform((value) => value || null),
});
export type TTodoFormInput = z.input<typeof ZTodoForm>;
export type TTodoForm = z.output<typeof ZTodoForm>;
