import { responsibleGamingMessages } from '../messages';

/** Virtual coins only: nothing to buy, nothing paid out (shown on the login and the rules). */
export function ResponsibleGamingNotice() {
  return (
    <aside className="rounded-medium border border-warning-200 bg-warning-50 p-3 text-sm text-warning-800 dark:border-warning-100 dark:bg-warning-50/10 dark:text-warning-600">
      <h2 className="font-semibold">{responsibleGamingMessages.title}</h2>
      <p>{responsibleGamingMessages.text}</p>
    </aside>
  );
}
