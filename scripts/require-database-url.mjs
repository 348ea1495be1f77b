// `npm run test:pg` runs the same suite against a Postgres server; without one it would
// silently run on PGlite again and prove nothing about the second engine.
if (!process.env.DATABASE_URL) {
  console.error('test:pg needs DATABASE_URL, e.g. DATABASE_URL=postgres://supabase_admin@127.0.0.1:5432/postgres npm run test:pg (a superuser other than postgres, which the stack makes an ordinary role as on hosted Supabase)');
  process.exit(1);
}
