/** The admin notifications button starts with a badge of 3. */
export interface AdminNotification {
  id: string;
  title: string;
  text: string;
  /** How long ago it arrived, in minutes (relative to when the admin opens the portal). */
  minutesAgo: number;
}

export const INITIAL_NOTIFICATIONS: AdminNotification[] = [
  { id: 'results', title: 'Chybí výsledky', text: 'Některé odehrané zápasy zatím nemají zapsaný výsledek.', minutesAgo: 45 },
  { id: 'lineups', title: 'Sestavy k zápasům', text: 'Trenéři mohou doplnit sestavy k víkendovým zápasům.', minutesAgo: 180 },
  { id: 'season', title: 'Příprava sezóny', text: 'Zkontrolujte přiřazení klubů do kategorií pro novou sezónu.', minutesAgo: 60 * 26 },
];
