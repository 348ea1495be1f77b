import { z } from 'zod';

/** Spec §4/§6: an admin's simulated coach categories live in browser storage under this key. */
export const SIMULATION_STORAGE_KEY = 'coaches.simulated-categories';

export const simulationMessages = {
  title: 'Simulace trenérského přístupu',
  description: 'Vyberte kategorie, se kterými chcete vidět trenérský portál.',
  atLeastOne: 'Vyberte alespoň jednu kategorii',
  start: 'Spustit simulaci',
  stop: 'Ukončit simulaci',
  active: 'Simulujete trenérský přístup pro kategorie',
} as const;

const ZStoredCategories = z.array(z.uuid());

/** What is stored, read defensively: anything unreadable means no simulation. */
export function parseSimulatedCategories(stored: string): string[] {
  try {
    const parsed = ZStoredCategories.safeParse(JSON.parse(stored));
    return parsed.success ? [...new Set(parsed.data)] : [];
  } catch {
    return [];
  }
}

/** Spec §5: a simulation needs at least one category. */
export const ZSimulationSelection = z.array(z.uuid()).min(1, simulationMessages.atLeastOne);

/**
 * Spec §6: the simulated categories override the category list, for admins only (a coach cannot
 * widen their own access from browser storage, and RLS would refuse them anyway).
 */
export function effectiveCoachCategories(options: { assigned: string[]; isAdmin: boolean; simulated: string[] }): string[] {
  return options.isAdmin && options.simulated.length > 0 ? options.simulated : options.assigned;
}
