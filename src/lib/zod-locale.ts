import { config } from 'zod';
import { cs } from 'zod/locales';

/**
 * Zod's own messages (unknown keys, wrong types) in Czech, for whatever a schema does not word
 * itself. Imported for its effect by the code that parses input on either side. The Czech locale
 * alone: `z.locales.cs` would bundle every language zod ships into the portal's first load, and
 * `config` by name: the portals' first load then carries zod's settings, not its schemas.
 */
config(cs());

// Zod compiles object parsers with new Function() when it may; the Content-Security-Policy
// forbids eval, and the probe alone counts as a violation in the browser.
config({ jitless: true });
