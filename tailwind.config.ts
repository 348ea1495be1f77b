import { heroui } from '@heroui/react';
import type { Config } from 'tailwindcss';

/**
 * The club's theme: TJ Sokol Svinov plays in blue and yellow (club config can rename the club,
 * the palette lives here). Loaded from src/app/globals.css with `@config`.
 */
const config: Config = {
  content: ['./src/**/*.{ts,tsx}', './node_modules/@heroui/theme/dist/**/*.{js,ts,jsx,tsx}'],
  darkMode: 'class',
  plugins: [
    heroui({
      themes: {
        light: {
          colors: {
            primary: { DEFAULT: '#1d4ed8', foreground: '#ffffff' },
            secondary: { DEFAULT: '#facc15', foreground: '#1e293b' },
            focus: '#1d4ed8',
          },
        },
        dark: {
          colors: {
            primary: { DEFAULT: '#3b82f6', foreground: '#ffffff' },
            secondary: { DEFAULT: '#fde047', foreground: '#1e293b' },
            focus: '#60a5fa',
          },
        },
      },
    }),
  ],
};

export default config;
