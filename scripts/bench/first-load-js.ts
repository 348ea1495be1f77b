import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { runInNewContext } from 'node:vm';
import { gzipSync } from 'node:zlib';

/**
 * First-load JavaScript of a route, read from the production build's manifests (no server, no
 * database): Next's runtime (`rootMainFiles`) plus every chunk the route's client reference
 * manifest lists for its layouts, page and boundaries — the `<script src>` tags its HTML carries.
 * The polyfills are left out: modern browsers skip `nomodule` scripts.
 */
export interface RouteBudget {
  /** The address as a visitor types it. */
  path: string;
  /** The route's key in the build: `src/app` path without the `src/app` prefix. */
  appRoute: string;
  /** Most gzipped bytes its first load may download (its target). */
  limitBytes: number;
}

const KB = 1024;

/**
 * Targets: public pages ≤ 200 kB, portal entry points ≤ 300 kB (gzip). The portals fit because
 * nothing a page needs only after its first paint is in its first load: supabase-js is fetched on
 * first use (`lib/supabase/load-client.ts`), dialogs when opened, the dashboards' data panels after
 * hydration (docs/ARCHITECTURE.md, ADR 8).
 */
export const ROUTE_BUDGETS: RouteBudget[] = [
  { path: '/', appRoute: '/(public)/page', limitBytes: 200 * KB },
  { path: '/matches', appRoute: '/(public)/matches/all_/page', limitBytes: 200 * KB },
  { path: '/blog/{slug}', appRoute: '/(public)/blog/[slug]/page', limitBytes: 200 * KB },
  { path: '/blog', appRoute: '/(public)/blog/page_/[page]/page', limitBytes: 200 * KB },
  { path: '/login', appRoute: '/(auth)/login/page', limitBytes: 300 * KB },
  { path: '/admin', appRoute: '/admin/page', limitBytes: 300 * KB },
  { path: '/coaches/dashboard', appRoute: '/coaches/dashboard/page', limitBytes: 300 * KB },
];

/**
 * Every other screen of the admin, coach and betting portals. They hydrate HeroUI's components and
 * their own forms, but an editor or dialog opened on demand comes with its first opening: the
 * posts screen once loaded the article editor (TipTap, 132 kB) for a visitor who only reads the list.
 */
export const PORTAL_SCREEN_LIMIT_BYTES = 420 * KB;

export const defaultNextDir = resolve(import.meta.dirname, '../../.next');

/** The build's portal pages (`/admin/…`, `/coaches/…`, `/betting/…`), as build keys. */
export function portalAppRoutes(nextDir = defaultNextDir): string[] {
  const pages = Object.keys(readJson<Record<string, string>>(resolve(nextDir, 'server/app-paths-manifest.json')));
  return pages.filter((appRoute) => /^\/(admin|coaches|betting)(\/|$)/.test(appRoute) && appRoute.endsWith('/page')).sort();
}

export function hasBuild(nextDir = defaultNextDir): boolean {
  return existsSync(resolve(nextDir, 'BUILD_ID'));
}

function readJson<T>(path: string): T {
  return JSON.parse(readFileSync(path, 'utf8')) as T;
}

interface ClientReferenceManifest {
  entryJSFiles?: Record<string, string[]>;
  entryCSSFiles?: Record<string, { path: string }[]>;
}

/** The manifest is a script assigning to `globalThis.__RSC_MANIFEST`; run it in an empty context. */
function clientReferenceManifest(nextDir: string, appRoute: string): ClientReferenceManifest {
  const context: { globalThis?: unknown; __RSC_MANIFEST?: Record<string, ClientReferenceManifest> } = {};
  context.globalThis = context;
  runInNewContext(readFileSync(resolve(nextDir, `server/app${appRoute}_client-reference-manifest.js`), 'utf8'), context);
  const manifest = context.__RSC_MANIFEST?.[appRoute];
  if (!manifest) throw new Error(`The build has no client manifest for ${appRoute}`);
  return manifest;
}

export function firstLoadScripts(appRoute: string, nextDir = defaultNextDir): string[] {
  const { rootMainFiles } = readJson<{ rootMainFiles: string[] }>(resolve(nextDir, 'build-manifest.json'));
  const entries = Object.values(clientReferenceManifest(nextDir, appRoute).entryJSFiles ?? {}).flat();
  return [...new Set([...rootMainFiles, ...entries])];
}

/** The stylesheets a route's HTML links (its layouts', page's and boundaries'). */
export function firstLoadStylesheets(appRoute: string, nextDir = defaultNextDir): string[] {
  const entries = Object.values(clientReferenceManifest(nextDir, appRoute).entryCSSFiles ?? {}).flat();
  return [...new Set(entries.map((entry) => entry.path))];
}

export function firstLoadBytes(appRoute: string, nextDir = defaultNextDir): number {
  return firstLoadScripts(appRoute, nextDir).reduce((total, file) => total + gzipSync(readFileSync(resolve(nextDir, file))).byteLength, 0);
}

export function formatKb(bytes: number): string {
  return `${(bytes / KB).toFixed(0)} kB`;
}
