import { getFormProps, getInputProps, getSelectProps, getTextareaProps, useForm, type SubmissionResult } from "@conform-to/react";
import { getZodConstraint, parseWithZod } from "@conform-to/zod/v4";
import { EyeIcon, EyeOffIcon, ImageIcon, Trash2Icon, UploadIcon } from "lucide-react";
import { Form } from "react-router";
import { withoutKey } from "~/components/conform";
import { Field, FieldControl, FieldMessages, FormAlert, TextField } from "~/components/form-field";
import { fieldClass } from "~/components/button-styles";
import { Badge } from "~/components/ui/badge";
import { Button } from "~/components/ui/button";
import { NativeSelect } from "~/components/ui/native-select";
import { cities } from "~/content/cities";
import { serviceNav } from "~/content/site";
import { ALT_TEXT, CONSENT_NOTE_MAX, photoUploadSchema } from "~/photos/photo-schema";

type Result = SubmissionResult<string[]> | undefined;

const radioClass = "size-5 accent-brand-700";
const textareaClass = `${fieldClass} min-h-20 py-2`;

export const CONSENT_LABELS = {
  "own-work": "The company's own work (no customer's home)",
  "customer-consented": "A customer's home: the customer agreed to its publication",
} as const;

export const serviceName = (slug: string | null) => (slug ? (serviceNav.find((service) => service.slug === slug)?.label ?? slug) : "No service");
export const cityName = (slug: string | null) => (slug ? (cities.find((city) => city.slug === slug)?.name ?? slug) : "No city");

/**
 * The upload form: a single photo or a before/after pair, its service and city, its description
 * in English and Spanish and whose work it is. Multipart, so it works before JavaScript loads; the
 * file fields of the other kind are hidden by CSS alone (`:has`), and the server checks it all.
 */
export function PhotoUploadForm({ lastResult }: { lastResult: Result }) {
  const [form, fields] = useForm({
    id: "photo-upload",
    lastResult,
    defaultValue: { kind: "single", consent: "own-work" },
    constraint: getZodConstraint(photoUploadSchema),
    shouldValidate: "onSubmit",
    onValidate: ({ formData }) => parseWithZod(formData, { schema: photoUploadSchema }),
  });
  const kind = fields.kind;
  const consent = fields.consent;
  return (
    <Form method="post" encType="multipart/form-data" {...getFormProps(form)} className="group grid gap-5">
      <input type="hidden" name="intent" value="upload" />
      <FormAlert errors={form.errors} />
      <fieldset className="grid gap-2" aria-describedby={`${kind.id}-error`}>
        <legend className="text-sm font-medium text-slate-800">What are you uploading?</legend>
        <div className="flex flex-wrap gap-x-6 gap-y-2">
          {(
            [
              ["single", "One photo"],
              ["before-after", "A before/after pair"],
            ] as const
          ).map(([value, label]) => (
            <label key={value} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
              <input type="radio" name={kind.name} value={value} defaultChecked={(kind.initialValue ?? "single") === value} className={radioClass} id={`kind-${value}`} />
              {label}
            </label>
          ))}
        </div>
        <FieldMessages id={`${kind.id}-error`} errors={kind.errors} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2">
        <Field id={fields.photo.id} label="Photo" errors={fields.photo.errors} hint="JPEG, PNG, WebP or HEIC, up to 25MB." className="group-has-[#kind-before-after:checked]:hidden sm:col-span-2">
          <FieldControl>
            <input type="file" name={fields.photo.name} accept="image/*" className={`${fieldClass} h-auto py-2`} />
          </FieldControl>
        </Field>
        <Field id={fields.before.id} label="Before the work" errors={fields.before.errors} hint="Up to 25MB; the pair together up to 30MB." className="group-has-[#kind-single:checked]:hidden">
          <FieldControl>
            <input type="file" name={fields.before.name} accept="image/*" className={`${fieldClass} h-auto py-2`} />
          </FieldControl>
        </Field>
        <Field id={fields.after.id} label="After the work" errors={fields.after.errors} className="group-has-[#kind-single:checked]:hidden">
          <FieldControl>
            <input type="file" name={fields.after.name} accept="image/*" className={`${fieldClass} h-auto py-2`} />
          </FieldControl>
        </Field>
        <Field id={fields.serviceSlug.id} label="Service" errors={fields.serviceSlug.errors}>
          <FieldControl>
            <NativeSelect {...withoutKey(getSelectProps(fields.serviceSlug))}>
              <option value="">No service</option>
              {serviceNav.map((service) => (
                <option key={service.slug} value={service.slug}>
                  {service.label}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field id={fields.citySlug.id} label="City" errors={fields.citySlug.errors}>
          <FieldControl>
            <NativeSelect {...withoutKey(getSelectProps(fields.citySlug))}>
              <option value="">No city</option>
              {cities.map((city) => (
                <option key={city.slug} value={city.slug}>
                  {city.name}
                </option>
              ))}
            </NativeSelect>
          </FieldControl>
        </Field>
        <Field
          id={fields.altEn.id}
          label="Description in English"
          required
          errors={fields.altEn.errors}
          hint={`What the photo shows, for people who cannot see it (${ALT_TEXT.min}–${ALT_TEXT.max} characters, plain text).`}
        >
          <FieldControl>
            <textarea {...withoutKey(getTextareaProps(fields.altEn))} rows={2} className={textareaClass} />
          </FieldControl>
        </Field>
        <Field id={fields.altEs.id} label="Description in Spanish" required errors={fields.altEs.errors} hint="The same, in Spanish, for the /es pages.">
          <FieldControl>
            <textarea {...withoutKey(getTextareaProps(fields.altEs))} rows={2} lang="es" className={textareaClass} />
          </FieldControl>
        </Field>
      </div>
      <fieldset className="grid gap-2" aria-describedby={`${consent.id}-error`}>
        <legend className="text-sm font-medium text-slate-800">Whose work is this?</legend>
        {(Object.entries(CONSENT_LABELS) as [keyof typeof CONSENT_LABELS, string][]).map(([value, label]) => (
          <label key={value} className="inline-flex min-h-11 items-center gap-2 text-slate-800">
            <input type="radio" name={consent.name} value={value} defaultChecked={(consent.initialValue ?? "own-work") === value} className={radioClass} id={`consent-${value}`} />
            {label}
          </label>
        ))}
        <FieldMessages id={`${consent.id}-error`} errors={consent.errors} />
      </fieldset>
      <div className="grid gap-5 sm:grid-cols-2 group-has-[#consent-own-work:checked]:hidden">
        <Field
          id={fields.consentNote.id}
          label="How the customer agreed"
          errors={fields.consentNote.errors}
          hint={`Required for a customer's home: how and when, e.g. "by e-mail on 3 December" (up to ${CONSENT_NOTE_MAX} characters). No name, address or phone: the reference below links the customer.`}
        >
          <FieldControl>
            <textarea {...withoutKey(getTextareaProps(fields.consentNote))} rows={2} className={textareaClass} />
          </FieldControl>
        </Field>
        <TextField
          {...withoutKey(getInputProps(fields.leadReference, { type: "text" }))}
          id={fields.leadReference.id}
          label="Request reference (optional)"
          hint="The customer's request, for example PC-7K4Q9X."
          errors={fields.leadReference.errors}
          autoComplete="off"
        />
      </div>
      <div>
        <Button type="submit">
          <UploadIcon aria-hidden="true" className="size-4" />
          Upload
        </Button>
      </div>
    </Form>
  );
}

export type AdminPhoto = {
  id: string;
  kind: "single" | "before-after";
  purpose: "job" | "person";
  serviceSlug: string | null;
  citySlug: string | null;
  altEn: string;
  altEs: string;
  consent: "own-work" | "customer-consented" | string;
  consentNote: string | null;
  hidden: boolean;
  added: string;
  createdBy: string | null;
  thumbnails: { role: string; src: string; width: number; height: number }[];
};

/** One photo in the admin's list: its preview, tags, consent and state, Hide/Show and Remove (Remove asks first). */
export function AdminPhotoCard({ photo }: { photo: AdminPhoto }) {
  const title = `${photo.kind === "before-after" ? "Before/after" : "Photo"}: ${photo.altEn}`;
  return (
    <li className="grid gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:grid-cols-[16rem_1fr]" aria-labelledby={`photo-${photo.id}`}>
      <div className="grid grid-cols-2 gap-2">
        {photo.thumbnails.length ? (
          photo.thumbnails.map((thumb) => (
            <figure key={thumb.role} className={photo.kind === "single" ? "col-span-2" : undefined}>
              <img src={thumb.src} alt="" width={thumb.width} height={thumb.height} loading="lazy" className={`h-auto w-full rounded-lg ${photo.hidden ? "opacity-50" : ""}`} />
              {photo.kind === "before-after" ? <figcaption className="mt-1 text-xs text-slate-600 capitalize">{thumb.role}</figcaption> : null}
            </figure>
          ))
        ) : (
          <ImageIcon aria-hidden="true" className="col-span-2 size-10 text-slate-400" />
        )}
      </div>
      <div className="grid content-start gap-2">
        <div className="flex flex-wrap items-center gap-2">
          <h3 id={`photo-${photo.id}`} className="font-semibold text-slate-900">
            {title}
          </h3>
          {photo.hidden ? <Badge variant="secondary">Hidden</Badge> : <Badge variant="success">On the website</Badge>}
          {photo.purpose === "person" ? <Badge variant="outline">Portrait</Badge> : null}
        </div>
        <p className="text-sm text-slate-700" lang="es">
          <span className="font-medium">Spanish:</span> {photo.altEs}
        </p>
        <p className="text-sm text-slate-700">
          {serviceName(photo.serviceSlug)} · {cityName(photo.citySlug)} · added {photo.added}
          {photo.createdBy ? ` by ${photo.createdBy}` : ""}
        </p>
        <p className="text-sm text-slate-700">
          {CONSENT_LABELS[photo.consent as keyof typeof CONSENT_LABELS] ?? photo.consent}
          {photo.consentNote ? ` (${photo.consentNote})` : ""}
        </p>
        <div className="mt-1 flex flex-wrap gap-3">
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value={photo.hidden ? "show" : "hide"} />
            <input type="hidden" name="photoId" value={photo.id} />
            <Button type="submit" size="sm" variant="outline" aria-label={`${photo.hidden ? "Show" : "Hide"} ${title}`}>
              {photo.hidden ? <EyeIcon aria-hidden="true" className="size-4" /> : <EyeOffIcon aria-hidden="true" className="size-4" />}
              {photo.hidden ? "Show" : "Hide"}
            </Button>
          </Form>
          <Form method="post" preventScrollReset>
            <input type="hidden" name="intent" value="remove" />
            <input type="hidden" name="photoId" value={photo.id} />
            <Button type="submit" size="sm" variant="destructive" aria-label={`Remove ${title}`}>
              <Trash2Icon aria-hidden="true" className="size-4" />
              Remove
            </Button>
          </Form>
        </div>
      </div>
    </li>
  );
}

export type AdminPhotoChange = { id: number; at: string; by: string; action: string; what: string; change: string };

/** The audit history, newest first: who changed which photo, when, and what it was before and after (a list: it reads at 390 px as at 1280). */
export function PhotoHistory({ changes }: { changes: AdminPhotoChange[] }) {
  if (changes.length === 0) return <p className="text-sm text-slate-700">No change yet.</p>;
  return (
    <ol className="grid divide-y divide-slate-100 text-sm">
      {changes.map((change) => (
        <li key={change.id} className="grid gap-1 py-3 break-words sm:grid-cols-[11rem_1fr]">
          <p className="text-slate-600">
            <time>{change.at}</time>
          </p>
          <div className="grid gap-1">
            <p className="text-slate-900">
              <span className="font-semibold capitalize">{change.action}</span> by {change.by}: {change.what}
            </p>
            <p className="text-slate-700">{change.change}</p>
          </div>
        </li>
      ))}
    </ol>
  );
}
