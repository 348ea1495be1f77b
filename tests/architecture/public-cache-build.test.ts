import { existsSync, readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { describe, expect, it } from 'vitest';

/**
 * ADR 1: the public pages come from the full-route cache. Read from the production
 * build's own list of prerendered routes: a route missing there is rendered per request (ƒ).
 */
const MANIFEST = resolve(import.meta.dirname, '../../.next/prerender-manifest.json');
const hasBuild = existsSync(MANIFEST);

interface PrerenderManifest {
  routes: Record<string, { initialRevalidateSeconds: number | false }>;
  dynamicRoutes: Record<string, { fallback: string | false | null }>;
}

const STATIC_PUBLIC_ROUTES = ['/', '/matches/all_', '/about', '/category', '/contact', '/downloads', '/photo-gallery', '/chronicle', '/100'];
const ON_FIRST_VISIT_ROUTES = ['/matches/[id]', '/matches/category/[slug]', '/blog/[slug]', '/blog/page_/[page]', '/category/[slug]'];

describe.skipIf(!hasBuild)(`public routes in the build's full-route cache${hasBuild ? '' : ' (skipped: no .next build, run `npm run build` first)'}`, () => {
  const manifest = (): PrerenderManifest => JSON.parse(readFileSync(MANIFEST, 'utf8')) as PrerenderManifest;

  it.each(STATIC_PUBLIC_ROUTES)('%s is static and revalidates within five minutes at most', (route) => {
    const entry = manifest().routes[route];
    expect(entry, `${route} is rendered per request`).toBeDefined();
    expect(entry?.initialRevalidateSeconds).toBe(300);
  });

  it.each(ON_FIRST_VISIT_ROUTES)('%s is cached on its first visit, none prerendered at build', (route) => {
    const entry = manifest().dynamicRoutes[route];
    expect(entry, `${route} is rendered per request`).toBeDefined();
    // null: an unknown value renders on request (blocking) and is then cached; false would 404 it.
    expect(entry?.fallback).toBeNull();
    const prerendered = new RegExp(`^${route.replace(/\[[^\]]+\]/g, '[^/]+')}$`);
    // A static sibling (/matches/all_ beside /matches/[id]) is its own route, prerendered as it should be.
    expect(Object.keys(manifest().routes).filter((path) => prerendered.test(path) && !STATIC_PUBLIC_ROUTES.includes(path))).toEqual([]);
  });
});
