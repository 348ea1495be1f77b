/** The betting game's routes (its login is separate from the staff /login). */
export const bettingPaths = {
  login: '/betting/login',
  home: '/betting',
  history: '/betting/history',
  leaderboard: '/betting/leaderboard',
  rules: '/betting/rules',
} as const;

/** After the success toast, /betting follows in 500 ms. */
export const LOGIN_REDIRECT_DELAY_MS = 500;
