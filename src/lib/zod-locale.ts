import { z } from 'zod';

/**
 * Zod's own messages (unknown keys, wrong types) in Czech, for whatever a schema does not word
 * itself. Imported for its effect by the code that parses input on either side.
 */
z.config(z.locales.cs());
