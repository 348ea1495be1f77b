/** The todo toasts stay in English, word for word; the rest of the panel is Czech. */
export const todoMessages = {
  added: 'Todo added successfully!',
  updated: 'Todo updated successfully!',
  deleted: 'Todo deleted successfully!',
  addError: 'Failed to add todo',
  updateError: 'Failed to update todo',
  deleteError: 'Failed to delete todo',
  moved: (from: string, to: string) => `Todo moved from ${from} to ${to}`,
  markedAs: (status: string) => `Todo marked as ${status}!`,
  loadError: 'Chyba při načítání úkolů',
  titleRequired: 'Název úkolu je povinný',
  invalidDueDate: 'Neplatné datum',
} as const;

export const todoTexts = {
  heading: 'Úkoly',
  add: 'Přidat úkol',
  edit: 'Upravit úkol',
  new: 'Nový úkol',
  title: 'Název',
  description: 'Popis',
  priority: 'Priorita',
  category: 'Typ',
  dueDate: 'Termín',
  status: 'Stav',
  empty: 'Žádné úkoly',
  emptyFilter: 'Žádné úkoly v tomto filtru',
  advance: (status: string) => `Posunout: ${status}`,
  setStatus: 'Změnit stav',
  editAction: 'Upravit',
  deleteAction: 'Smazat',
  deleteTitle: 'Smazat úkol',
  deleteConfirm: (title: string) => `Opravdu chcete smazat úkol „${title}“?`,
  lockedHint: 'Upravit nebo smazat lze jen úkol ve stavu K řešení',
  filters: 'Filtr úkolů',
  due: (date: string) => `Termín ${date}`,
  pages: 'Stránky úkolů',
  loading: 'Načítám…',
} as const;

/** The three statuses; the toasts name them in English ('in progress'). */
export const TODO_STATUSES = {
  todo: { label: 'K řešení', toastName: 'todo' },
  'in-progress': { label: 'Probíhá', toastName: 'in progress' },
  done: { label: 'Hotovo', toastName: 'done' },
} as const;
export type TodoStatus = keyof typeof TODO_STATUSES;

/** Priorities, most pressing first. */
export const TODO_PRIORITIES = { urgent: 'Urgentní', high: 'Vysoká', medium: 'Střední', low: 'Nízká' } as const;
export type TodoPriority = keyof typeof TODO_PRIORITIES;

/** Task type. */
export const TODO_CATEGORIES = { feature: 'Funkce', bug: 'Chyba', improvement: 'Vylepšení', technical: 'Technické' } as const;
export type TodoCategory = keyof typeof TODO_CATEGORIES;

/** Filters. */
export const TODO_FILTERS = { all: 'Vše', todo: 'K řešení', 'in-progress': 'Probíhá', done: 'Hotovo', 'high-priority': 'Vysoká priorita' } as const;
export type TodoFilter = keyof typeof TODO_FILTERS;
