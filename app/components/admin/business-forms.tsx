import { Form } from "react-router";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { cx, fieldClass } from "~/components/button-styles";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { formatDateTime } from "~/utils/dates";

/** A section form's answer from the server: the submitted values and messages when it was refused. */
export type SectionState = {
  values?: Record<string, string | string[] | undefined>;
  errors?: Record<string, string[] | null>;
  saving: boolean;
};

/** A field's wiring in a section: its id, name, value (submitted, else saved) and messages. */
type FieldWiring = { id: string; name: string; defaultValue: string; errors?: string[] };

/**
 * One section of the Business page: a form of its own (works without JavaScript), its title, the
 * refusal summary and its Save button. Each section saves only its own part of the profile.
 */
export function BusinessSection({
  intent,
  title,
  description,
  state,
  children,
}: {
  intent: string;
  title: string;
  description?: string;
  state: SectionState;
  children: React.ReactNode;
}) {
  const refused = state.errors && Object.values(state.errors).some((messages) => messages?.length);
  return (
    <section id={intent} aria-labelledby={`${intent}-title`} className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id={`${intent}-title`} className="text-lg font-semibold text-slate-900">
        {title}
      </h2>
      {description ? <p className="mt-1 text-sm text-slate-600">{description}</p> : null}
      <Form method="post" noValidate className="mt-4 space-y-4" aria-labelledby={`${intent}-title`}>
        <input type="hidden" name="intent" value={intent} />
        {refused ? <FormAlert id={`${intent}-alert`} errors={["Please correct the highlighted fields and try again."]} /> : null}
        {children}
        <Button type="submit" disabled={state.saving}>
          {state.saving ? "Saving…" : `Save ${title.toLowerCase()}`}
        </Button>
      </Form>
    </section>
  );
}

/** The fields of a section, each wired by `field(name)` to its value and messages. */
export function SectionFields({
  state,
  current,
  children,
}: {
  state: SectionState;
  current: Record<string, string>;
  children: (field: (name: string) => FieldWiring) => React.ReactNode;
}) {
  const field = (name: string): FieldWiring => {
    const submitted = state.values?.[name];
    const value = state.values ? (typeof submitted === "string" ? submitted : "") : (current[name] ?? "");
    const errors = state.errors?.[name] ?? undefined;
    return { id: `business-${name}`, name, defaultValue: value, errors: errors?.length ? errors : undefined };
  };
  return <>{children(field)}</>;
}

/** A yes/no fact as a checkbox: ticked when its value is "on". */
export function Checkbox({ id, name, defaultValue, errors, label, className }: FieldWiring & { label: string; className?: string }) {
  return (
    <div className={cx("grid content-start gap-1", className)}>
      <label htmlFor={id} className="flex min-h-11 items-center gap-3 text-sm font-medium text-slate-800">
        <input id={id} type="checkbox" name={name} defaultChecked={defaultValue === "on"} className="size-5 accent-brand-600" aria-invalid={errors ? true : undefined} />
        {label}
      </label>
      {errors ? <p className="text-sm text-red-700">{errors.join(" ")}</p> : null}
    </div>
  );
}

/** A choice among a few options, as a native select. */
export function Choice({ options, label, className, ...wiring }: FieldWiring & { label: string; className?: string; options: { value: string; label: string }[] }) {
  return (
    <Field id={wiring.id} label={label} errors={wiring.errors} className={className}>
      <FieldControl>
        <NativeSelect name={wiring.name} defaultValue={wiring.defaultValue}>
          {options.map((option) => (
            <option key={option.value} value={option.value}>
              {option.label}
            </option>
          ))}
        </NativeSelect>
      </FieldControl>
    </Field>
  );
}

/** A text of several lines (the guarantee's terms). */
export function TextArea({ label, className, ...wiring }: FieldWiring & { label: string; className?: string }) {
  return (
    <Field id={wiring.id} label={label} errors={wiring.errors} className={className}>
      <FieldControl>
        <textarea name={wiring.name} defaultValue={wiring.defaultValue} rows={5} className={cx(fieldClass, "py-2")} />
      </FieldControl>
    </Field>
  );
}

/** The profile's history: who changed which section, when, and what it held before and after. */
export function BusinessHistory({ history }: { history: { id: number; label: string; adminEmail: string; at: Date | string; before: unknown; after: unknown }[] }) {
  return (
    <section aria-labelledby="business-history-title" className="rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="business-history-title" className="text-lg font-semibold text-slate-900">
        History
      </h2>
      {history.length === 0 ? (
        <p className="mt-2 text-sm text-slate-600">No change yet: the site shows the defaults.</p>
      ) : (
        <ol className="mt-4 space-y-3">
          {history.map((change) => (
            <li key={change.id} className="rounded-lg border border-slate-200 p-3 text-sm">
              <p className="font-medium text-slate-900">
                {change.label}: {change.adminEmail}, {formatDateTime(new Date(change.at))}
              </p>
              <details className="mt-1">
                <summary className="cursor-pointer text-brand-700">Before and after</summary>
                <div className="mt-2 grid gap-2 sm:grid-cols-2">
                  <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(change.before, null, 2)}</pre>
                  <pre className="overflow-x-auto rounded bg-slate-50 p-2 text-xs whitespace-pre-wrap">{JSON.stringify(change.after, null, 2)}</pre>
                </div>
              </details>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/**
 * The portraits of the owner and the team, one small upload form each (a file goes in a form of
 * its own, multipart, without JavaScript too); the current portrait beside it.
 */
export function PortraitForms({ people, refusal }: { people: ({ name: string; photoId: string | null } | null)[]; refusal?: string }) {
  const named = people.flatMap((person, index) => (person ? [{ person, who: index === 0 ? "owner" : String(index - 1), label: index === 0 ? "Owner" : `Team member ${index}` }] : []));
  return (
    <section id="portraits" aria-labelledby="portraits-title" className="scroll-mt-24 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
      <h2 id="portraits-title" className="text-lg font-semibold text-slate-900">
        Photos of the owner and team
      </h2>
      <p className="mt-1 text-sm text-slate-600">A clear, friendly photo of each person on About. JPEG, PNG, WebP or HEIC up to 25 MB; location and camera data are removed.</p>
      {refusal ? <FormAlert id="portrait-alert" errors={[refusal]} className="mt-3" /> : null}
      {named.length === 0 ? (
        <p className="mt-3 text-sm text-slate-700">Save the owner's name and role above first.</p>
      ) : (
        <ul className="mt-4 grid gap-4 sm:grid-cols-2">
          {named.map(({ person, who, label }) => (
            <li key={who} className="rounded-lg border border-slate-200 p-4">
              <Form method="post" encType="multipart/form-data" className="grid gap-3" aria-label={`${label}'s photo`}>
                <input type="hidden" name="intent" value="portrait" />
                <input type="hidden" name="who" value={who} />
                <p className="font-medium text-slate-900">
                  {label}: {person.name} {person.photoId ? <span className="text-sm font-normal text-emerald-700">(photo on About)</span> : <span className="text-sm font-normal text-slate-600">(no photo yet)</span>}
                </p>
                <Field id={`portrait-${who}`} label={`${person.name}'s photo`}>
                  <FieldControl>
                    <input type="file" name="photo" accept="image/jpeg,image/png,image/webp,image/heic,image/heif" className="text-sm" />
                  </FieldControl>
                </Field>
                <Button type="submit" variant="outline" className="justify-self-start">
                  Upload the photo
                </Button>
              </Form>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
