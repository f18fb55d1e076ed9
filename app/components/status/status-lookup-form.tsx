import { useActionData } from "react-router";
import { FormAlert, TextField } from "~/components/form-field";
import { buttonClass } from "~/components/button-styles";
import type { LookupFailure } from "~/status/lookup-schema";
import { useLocalePath, useT } from "~/components/i18n";

/**
 * Finds a request again without its link: the reference code from the confirmation and the
 * phone number given with the request. A plain POST to /status (the page is not hydrated,
 * decision 025); /site.js shows 'Searching...' while it is sent; a match redirects to the
 * request's status page.
 */
export function StatusLookupForm() {
  const failure = useActionData<LookupFailure>()?.lookup;
  const t = useT("forms");
  const localePath = useLocalePath();
  const values = (failure?.initialValue ?? {}) as Record<string, string | undefined>;
  const formErrors = failure?.error?.[""] ?? undefined;
  /** A field's name, the value sent and its messages. */
  const sent = (name: "reference" | "phone") => ({ id: `lookup-${name}`, name, defaultValue: values[name], errors: failure?.error?.[name] ?? undefined, required: true });
  return (
    <section aria-labelledby="lookup-title" className="mx-auto mt-8 max-w-xl rounded-xl border border-slate-200 bg-white p-8 shadow-sm">
      <h2 id="lookup-title" className="text-xl font-bold text-slate-900">
        {t("lookup.title")}
      </h2>
      <p className="mt-2 text-sm text-slate-700">{t("lookup.intro")}</p>
      <form method="post" action={localePath("/status")} data-busy-label={t("lookup.busy")} className="mt-6 grid gap-5" aria-describedby={formErrors ? "lookup-error" : undefined}>
        <FormAlert id="lookup-error" errors={formErrors} />
        <TextField {...sent("reference")} type="text" label={t("lookup.reference")} maxLength={20} autoComplete="off" autoCapitalize="characters" spellCheck={false} placeholder="PC-7K4Q9X" controlClassName="font-mono uppercase" />
        <TextField {...sent("phone")} type="tel" label={t("field.phoneNumber")} maxLength={30} autoComplete="tel" placeholder="(555) 123-4567" />
        <div>
          <button type="submit" className={buttonClass({ variant: "default", size: "lg", className: "w-full sm:w-auto" })}>
            {t("lookup.submit")}
          </button>
        </div>
      </form>
    </section>
  );
}
