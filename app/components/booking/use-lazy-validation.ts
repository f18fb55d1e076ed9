import { parse, type Submission } from "@conform-to/react";
import { useEffect, useState } from "react";

type AnySubmission = Submission<unknown, string[], unknown>;

type Validate<S extends AnySubmission> = (formData: FormData) => S;

/**
 * The form's own schema check in the browser, loaded once the page runs (or, with `enabled`,
 * once the visitor starts on the form) so that zod stays out of the page's first bundle. Until
 * it arrives, a submission goes straight to the server, which checks the same schema. `load`
 * must be a stable function. `ready` turns true when the schema has arrived.
 */
export function useLazyValidator<S extends AnySubmission>(
  load: () => Promise<Validate<S>>,
  enabled = true,
): { validate: Validate<S>; ready: boolean } {
  const [validate, setValidate] = useState<Validate<S> | null>(null);
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    load().then(
      (loaded) => {
        if (!cancelled) setValidate(() => loaded);
      },
      () => undefined,
    );
    return () => {
      cancelled = true;
    };
  }, [load, enabled]);
  return {
    validate: validate ?? ((formData) => parse(formData, { resolve: () => ({ value: {} }) }) as S),
    ready: validate !== null,
  };
}

/** useLazyValidator's check alone, loaded as soon as the page runs. */
export function useLazyValidation<S extends AnySubmission>(load: () => Promise<Validate<S>>): Validate<S> {
  return useLazyValidator(load).validate;
}
