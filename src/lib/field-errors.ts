import type { z } from 'zod';

export type FieldErrors<Form> = Partial<Record<keyof Form & string, string>>;

/** The first Czech message per top-level field of a failed zod parse, for form inputs. */
export function fieldErrors<Form>(error: z.ZodError<Form>): FieldErrors<Form> {
  const errors: Record<string, string> = {};
  for (const issue of error.issues) {
    const field = issue.path[0];
    if (typeof field === 'string' && !Object.hasOwn(errors, field)) errors[field] = issue.message;
  }
  return errors as FieldErrors<Form>;
}
