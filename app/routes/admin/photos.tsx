import type { SubmissionResult } from "@conform-to/react";
import { parseWithZod } from "@conform-to/zod/v4";
import { ImagesIcon } from "lucide-react";
import { data } from "react-router";
import type { Route } from "./+types/photos";
import { requireAdmin } from "~/auth/guards.server";
import { ConfirmPanel } from "~/components/admin/confirm-panel";
import { adminMeta } from "~/components/admin/meta";
import { AdminPhotoCard, CONSENT_LABELS, PhotoHistory, PhotoUploadForm, cityName, serviceName, type AdminPhoto } from "~/components/admin/photos";
import { TabError } from "~/components/admin/tab-error";
import { TabHeader } from "~/components/admin/tab-header";
import { FormAlert } from "~/components/form-field";
import type { ConfirmStep } from "~/forms/confirm";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { roomForBody } from "~/forms/large-bodies.server";
import { forgetMedia } from "~/photos/media.server";
import { PHOTO_ADMIN_SCHEMAS, PHOTO_FORM_MESSAGES, PHOTO_UPLOAD_MAX_BYTES, photoChangeSchema, photoUploadSchema } from "~/photos/photo-schema";
import { listPhotos, photoHistory, removePhoto, setPhotoHidden, storePhoto, type PhotoChange } from "~/photos/photos.server";
import { refreshPublicPhotos } from "~/photos/public-photos.server";
import { formatShortDateTime } from "~/utils/dates";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Photos");

const PAGE = "/admin/photos";

/** Ops Admins and Super Admins alike, checked here and in the action. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireAdmin(request);
  const [photos, changes] = await Promise.all([listPhotos({ visibleOnly: false }), photoHistory()]);
  const names = new Map(photos.map((photo) => [photo.id, photo.altEn]));
  return {
    photos: photos.map(
      (photo): AdminPhoto => ({
        id: photo.id,
        kind: photo.kind,
        purpose: photo.purpose,
        serviceSlug: photo.serviceSlug,
        citySlug: photo.citySlug,
        altEn: photo.altEn,
        altEs: photo.altEs,
        consent: photo.consent,
        consentNote: photo.consentNote,
        hidden: photo.hidden,
        added: formatShortDateTime(new Date(photo.createdAt)),
        createdBy: photo.createdBy,
        thumbnails: (["single", "before", "after"] as const).flatMap((role) => {
          const smallest = photo.sizes.find((size) => size.role === role);
          return smallest ? [{ role, src: `${PAGE}/file/${photo.id}-${role}-${smallest.width}.jpg`, width: smallest.width, height: smallest.height }] : [];
        }),
      }),
    ),
    changes: changes.map((change) => ({
      id: change.id,
      at: formatShortDateTime(new Date(change.at)),
      by: change.by ?? "A removed admin",
      action: change.action,
      what: change.after?.altEn ?? change.before?.altEn ?? names.get(change.photoId) ?? change.photoId,
      change: describeChange(change),
    })),
  };
}

/** A change's before and after in words: the fields that differ. */
function describeChange({ before, after }: PhotoChange): string {
  const state = (photo: NonNullable<PhotoChange["before"]>) =>
    `${photo.hidden ? "hidden" : "on the website"}; ${serviceName(photo.serviceSlug)}, ${cityName(photo.citySlug)}; ${CONSENT_LABELS[photo.consent as keyof typeof CONSENT_LABELS] ?? photo.consent}`;
  if (!before && after) return `(none) → ${state(after)}`;
  if (before && !after) return `${state(before)} → removed with its files`;
  if (before && after) return `${before.hidden ? "hidden" : "on the website"} → ${after.hidden ? "hidden" : "on the website"}`;
  return "";
}

type ActionAnswer = { result?: SubmissionResult<string[]>; confirm?: ConfirmStep; errors?: string[] };

/** The form's reply without its files (they cannot be sent back, and are chosen again). */
function withoutFiles(result: SubmissionResult<string[]>): SubmissionResult<string[]> {
  const initialValue = Object.fromEntries(Object.entries(result.initialValue ?? {}).filter(([, value]) => typeof value === "string" || Array.isArray(value)));
  return { ...result, initialValue: initialValue as SubmissionResult<string[]>["initialValue"] };
}

/**
 * Upload (a photo or a pair, through the bounded reader and the room for large bodies), hide or
 * show, and remove (asked first, decision 060). Every admin may; every change is audited in the
 * same transaction and announced to every server (its pages follow, decision 085).
 */
export async function action({ request }: Route.ActionArgs) {
  const admin = await requireAdmin(request);
  const room = roomForBody(request, PHOTO_UPLOAD_MAX_BYTES);
  if (!room) return data<ActionAnswer>({ errors: [FORM_MESSAGES.busy] }, { status: 503, headers: { "Retry-After": "60" } });
  try {
    let form: FormData;
    try {
      form = await readFormData(request, PHOTO_ADMIN_SCHEMAS, { maxBytes: PHOTO_UPLOAD_MAX_BYTES });
    } catch (error) {
      if (!(error instanceof FormRefusedError)) throw error;
      return data<ActionAnswer>({ errors: [error.status === 413 ? PHOTO_FORM_MESSAGES.tooLarge : FORM_MESSAGES.notAForm] }, { status: error.status });
    }
    if (form.get("intent") === "upload") {
      const submission = parseWithZod(form, { schema: photoUploadSchema });
      // A browser sends no file back: one chosen is to be chosen again (said above the form).
      const hadFile = ["photo", "before", "after"].some((name) => (form.get(name) as File | null)?.size);
      const again = hadFile ? [FORM_MESSAGES.choosePhotoAgain] : undefined;
      if (submission.status !== "success") return data<ActionAnswer>({ result: withoutFiles(submission.reply({ formErrors: again })) }, { status: 400 });
      const { photo, before, after, kind, intent: _intent, ...details } = submission.value;
      const file = kind === "single" ? photo! : after!;
      const stored = await storePhoto(file, { ...details, purpose: "job", before: kind === "before-after" ? before : undefined }, admin.id);
      if (!stored.ok) {
        const field = stored.field ?? "";
        return data<ActionAnswer>({ result: withoutFiles(submission.reply({ formErrors: again, fieldErrors: { [field]: [stored.message] } })) }, { status: 400 });
      }
      await refreshPublicPhotos();
      return redirectWithToast(PAGE, { type: "success", title: "Photo uploaded. It shows on the website within a minute." });
    }
    const change = parseWithZod(form, { schema: photoChangeSchema });
    if (change.status !== "success") return data<ActionAnswer>({ errors: [PHOTO_FORM_MESSAGES.photoId] }, { status: 400 });
    const { intent, photoId, confirm } = change.value;
    if (intent === "remove" && confirm !== "1") {
      return data<ActionAnswer>({
        confirm: {
          question: "Remove this photo?",
          detail: "It leaves the website at once and its files are deleted; this cannot be undone (Hide keeps it for later). The history keeps a record.",
          label: "Remove the photo",
          fields: { intent, photoId },
        },
      });
    }
    const done = intent === "remove" ? await removePhoto(photoId, admin.id) : await setPhotoHidden(photoId, intent === "hide", admin.id);
    if (!done) return data<ActionAnswer>({ errors: [PHOTO_FORM_MESSAGES.photoId] }, { status: 404 });
    forgetMedia(photoId);
    await refreshPublicPhotos();
    const title = { hide: "Photo hidden. It leaves the website at once.", show: "Photo shown again on the website.", remove: "Photo removed with its files." }[intent];
    return redirectWithToast(PAGE, { type: "success", title });
  } catch (error) {
    logger.error({ err: error }, "changing a photo failed");
    return data<ActionAnswer>({ errors: ["An unexpected error occurred. Please try again."] }, { status: 500 });
  } finally {
    room.release();
  }
}

export default function PhotosTab({ loaderData, actionData }: Route.ComponentProps) {
  const { photos, changes } = loaderData;
  return (
    <div className="grid gap-6">
      <TabHeader
        id="photos-heading"
        title="Photos"
        description="Photos of real work: they show on the home page and on the pages of their service and city (English and Spanish) within a minute. Hide keeps a photo for later; Remove deletes it."
      />
      {actionData?.confirm ? <ConfirmPanel step={actionData.confirm} /> : null}
      <FormAlert errors={actionData?.errors} />
      <section aria-labelledby="upload-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="upload-heading" className="text-lg font-semibold text-slate-900">
          Upload a photo
        </h3>
        {/* A new photo makes a new, empty form (with JavaScript the page is not reloaded after the redirect). */}
        <PhotoUploadForm key={photos[0]?.id ?? "none"} lastResult={actionData?.result} />
      </section>
      <section aria-labelledby="list-heading" className="grid gap-4">
        <h3 id="list-heading" className="text-lg font-semibold text-slate-900">
          Photos ({photos.length})
        </h3>
        {photos.length ? (
          <ul className="grid gap-4">
            {photos.map((photo) => (
              <AdminPhotoCard key={photo.id} photo={photo} />
            ))}
          </ul>
        ) : (
          <div className="flex flex-col items-center gap-3 rounded-xl border border-slate-200 bg-white px-6 py-12 text-center shadow-sm">
            <ImagesIcon className="size-10 text-brand-600" aria-hidden="true" />
            <p className="text-slate-700">No photos yet. Until there are, the pages keep their icon panels.</p>
          </div>
        )}
      </section>
      <section aria-labelledby="history-heading" className="grid gap-4 rounded-xl border border-slate-200 bg-white p-4 shadow-sm sm:p-6">
        <h3 id="history-heading" className="text-lg font-semibold text-slate-900">
          History
        </h3>
        <PhotoHistory changes={changes} />
      </section>
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the photos." />;
}
