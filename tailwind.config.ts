import { heroui } from '@heroui/react';
import type { Config } from 'tailwindcss';

/**
 * The club's theme: TJ Sokol Svinov plays in blue and yellow (club config can rename the club,
 * the palette lives here). Loaded from src/app/globals.css with `@config`.
 */
const config: Config = {
  // HeroUI's theme classes are added by src/styles/with-heroui.css, for the pages that render
  // HeroUI components only.
  content: ['./src/**/*.{ts,tsx}'],
  darkMode: 'class',
  plugins: [
    heroui({
      themes: {
        light: {
          colors: {
            primary: { DEFAULT: '#1d4ed8', foreground: '#ffffff' },
            secondary: { DEFAULT: '#facc15', foreground: '#1e293b' },
            // One step darker than HeroUI's zinc-500 (default and foreground scales), so hints, labels and inactive tabs keep
            // 4.5:1 on the grey input and tab backgrounds (default-100) too, not only on white.
            // Field descriptions (HeroUI writes them in foreground-400) take the same grey.
            default: { 500: '#66666e' },
            foreground: { 400: '#66666e', 500: '#66666e' },
            // Errors are written in `text-danger` and destructive buttons are white on danger:
            // HeroUI's #f31260 reaches 4.1:1 against white either way, its own danger-600 (#c20e4d)
            // 6.1:1. Flat danger (chips, table actions) writes danger-600 on a 20 % danger tint:
            // HeroUI's #c20e4d reaches 4.4:1 there, this one 5.4:1.
            danger: { DEFAULT: '#c20e4d', foreground: '#ffffff', 600: '#a50d42' },
            focus: '#1d4ed8',
          },
        },
        dark: {
          colors: {
            // A light blue with dark text: white on a mid blue stays under 4.5:1, and links in
            // this colour must also read on the near-black background.
            primary: { DEFAULT: '#60a5fa', foreground: '#0f172a' },
            // Field descriptions: HeroUI's dark foreground-400 (#52525b) reaches 2.4:1 on a dialog.
            foreground: { 400: '#a1a1aa' },
            secondary: { DEFAULT: '#fde047', foreground: '#1e293b' },
            // Errors in `text-danger` on a dialog (#18181b): HeroUI's #f31260 reaches 4.3:1, its
            // #f54180 5.0:1, with dark text on destructive buttons as on the primary ones (white
            // on it stays under 4.5:1). Dark flat danger writes danger-500 on the tint: HeroUI's
            // #f54180 reaches 4.2:1 there, this 5.3:1.
            danger: { DEFAULT: '#f54180', foreground: '#0f172a', 500: '#f871a0' },
            focus: '#60a5fa',
          },
        },
      },
    }),
  ],
};

export default config;
