// Next.js resolves `server-only` to an empty module for server code; tests run server modules
// directly, so they get the same empty module.
export {};
