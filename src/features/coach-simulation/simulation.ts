import { regexes } from 'zod';

/** An admin's simulated coach categories live in browser storage under this key. */
export const SIMULATION_STORAGE_KEY = 'coaches.simulated-categories';

export const simulationMessages = {
  title: 'Simulace trenérského přístupu',
  description: 'Vyberte kategorie, se kterými chcete vidět trenérský portál.',
  atLeastOne: 'Vyberte alespoň jednu kategorii',
  start: 'Spustit simulaci',
  stop: 'Ukončit simulaci',
  active: 'Simulujete trenérský přístup pro kategorie',
} as const;

const UUID = regexes.uuid();

/**
 * What is stored, read defensively: anything unreadable means no simulation. Checked with zod's
 * UUID pattern but no schema: every coach page reads it on first paint, and a schema would bring
 * all of zod into that first load.
 */
export function parseSimulatedCategories(stored: string): string[] {
  try {
    const parsed: unknown = JSON.parse(stored);
    return Array.isArray(parsed) && parsed.every((id): id is string => typeof id === 'string' && UUID.test(id)) ? [...new Set(parsed)] : [];
  } catch {
    return [];
  }
}

/**
 * The simulated categories override the category list, for admins only (a coach cannot
 * widen their own access from browser storage, and RLS would refuse them anyway).
 */
export function effectiveCoachCategories(options: { assigned: string[]; isAdmin: boolean; simulated: string[] }): string[] {
  return options.isAdmin && options.simulated.length > 0 ? options.simulated : options.assigned;
}
