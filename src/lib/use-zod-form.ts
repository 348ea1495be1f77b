'use client';

import { useCallback, useState } from 'react';
import type { z } from 'zod';
import { fieldErrors, type FieldErrors } from './field-errors';

/** Fields a text input can edit: strings, optionally empty (null or undefined until typed). */
type TextFields<Form> = { [Key in keyof Form]-?: NonNullable<Form[Key]> extends string ? Key : never }[keyof Form] & string;

/**
 * A form's values and per-field Czech errors from its zod schema. `text(name)` binds a HeroUI
 * input; `submit()` returns the parsed values or shows the errors (and keeps what was typed).
 */
export function useZodForm<Schema extends z.ZodType<Output, Values>, Values extends Record<string, unknown>, Output = z.output<Schema>>(
  schema: Schema,
  initial: Values,
) {
  const [values, setValues] = useState<Values>(initial);
  const [errors, setErrors] = useState<FieldErrors<Values>>({});

  // Stable across renders (it only uses state setters), so an effect may depend on it.
  const set = useCallback(<Key extends keyof Values & string>(name: Key, value: Values[Key]) => {
    setValues((current) => ({ ...current, [name]: value }));
    setErrors((current) => ({ ...current, [name]: undefined }));
  }, []);

  function text(name: TextFields<Values>) {
    return {
      value: (values[name] ?? '') as string,
      onValueChange: (value: string) => set(name, value as Values[typeof name]),
      isInvalid: errors[name] !== undefined,
      errorMessage: errors[name],
    };
  }

  /** An error only the server can find (a unique value already taken), shown on its field. */
  function setError(name: keyof Values & string, message: string) {
    setErrors((current) => ({ ...current, [name]: message }));
  }

  function submit(): Output | null {
    const parsed = schema.safeParse(values);
    if (parsed.success) return parsed.data;
    setErrors(fieldErrors(parsed.error) as FieldErrors<Values>);
    return null;
  }

  return { values, errors, set, setError, text, submit };
}
