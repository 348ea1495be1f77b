/** The colour themes the switcher offers, as next-themes names them. */
export const THEMES = [
  { key: 'light', label: 'Světlý', icon: '☀' },
  { key: 'dark', label: 'Tmavý', icon: '☾' },
  { key: 'system', label: 'Podle systému', icon: '◐' },
] as const;
