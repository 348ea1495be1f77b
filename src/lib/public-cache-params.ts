/**
 * A public page with a dynamic segment (`/blog/{slug}`, `/matches/{id}`, …) is prerendered for no
 * value at build time (the build has no database to list them from): each one renders on its first
 * visit and then stays in the full-route cache until a save revalidates it (ADR 1).
 * Export it from the page as `generateStaticParams`.
 */
export function renderOnFirstVisit(): never[] {
  return [];
}
