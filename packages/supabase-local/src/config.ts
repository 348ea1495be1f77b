/**
 * The well-known values `supabase start` uses, so `.env.example` works against this stack and
 * against the Supabase CLI alike. Local-only: never use these for a hosted project.
 */
export const DEMO_JWT_SECRET = 'super-secret-jwt-token-with-at-least-32-characters-long';
export const DEMO_ANON_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6ImFub24iLCJleHAiOjE5ODM4MTI5OTZ9.CRXP1A7WOeoJeXxjNni43kdQwgnWNReilDMblYTn_I0';
export const DEMO_SERVICE_ROLE_KEY =
  'eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.eyJpc3MiOiJzdXBhYmFzZS1kZW1vIiwicm9sZSI6InNlcnZpY2Vfcm9sZSIsImV4cCI6MTk4MzgxMjk5Nn0.EGIM96RAZx35lJzdJsyH-qQwv8Hdp7fsn3W0YpN81IU';
/** Opaque keys newer CLIs print; the gateway maps them to the JWT keys above. */
export const DEMO_PUBLISHABLE_KEY = 'sb_publishable_ACJWlzQHlZjBrEguHvfOxg_3BJgxAaH';
export const DEMO_SECRET_KEY = 'sb_secret_N7UND0UgjKTVK-Uodkm0Hg_xSvEMPvz';

export const DEFAULT_PORT = 54321;
/** Supabase's default `max_rows`: reads are silently capped, counts are not. */
export const MAX_ROWS = 1000;
export const JWT_EXPIRY_SECONDS = 3600;
export const REFRESH_TOKEN_REUSE_SECONDS = 10;
export const OTP_EXPIRY_SECONDS = 3600;
/** The app's own origin as `npm run dev` serves it: links fall back here, where the PKCE cookie lives. */
export const DEFAULT_SITE_URL = 'http://localhost:3000';
/** Schemas PostgREST exposes on Supabase. */
export const EXPOSED_SCHEMAS = ['public', 'graphql_public'] as const;
