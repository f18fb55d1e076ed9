import { useEffect, useState } from "react";
import { Form } from "react-router";
import { Field, FieldControl, FormAlert } from "~/components/form-field";
import { field } from "~/components/admin/lead/lead-parts";
import { Button } from "~/components/ui/button";
import { NETWORKS, POST_NETWORKS, postImageName, type PostDrafts } from "~/ai/posts";
import { SOURCE_LABELS } from "~/ai/triage";
import { LANG_LABELS, LANGS } from "~/content/i18n/languages";

export type PostJobOption = { leadId: string; label: string };

/** The most images a draft shows per network (each is cropped on request). */
const MAX_IMAGES = 4;

/** Copies a textarea's text; drawn only once the page's script runs (without it, staff select the text). */
function CopyButton({ target }: { target: string }) {
  const [ready, setReady] = useState(false);
  const [done, setDone] = useState<"copied" | "select" | null>(null);
  useEffect(() => setReady(true), []);
  if (!ready) return null;
  const copy = async () => {
    const area = document.getElementById(target) as HTMLTextAreaElement | null;
    if (!area) return;
    try {
      await navigator.clipboard.writeText(area.value);
      setDone("copied");
    } catch {
      area.select();
      setDone("select");
    }
  };
  return (
    <Button type="button" size="sm" variant="outline" onClick={copy} aria-live="polite">
      {done === "copied" ? "Copied" : done === "select" ? "Selected: press Ctrl+C" : "Copy"}
    </Button>
  );
}

/**
 * The AI Tools tab's "Posts from finished jobs" (decision 091): a plain form post drafts a finished
 * job's posts for each network in English and Spanish with its photos cropped to each network's
 * size; staff copy or download them and publish them themselves. Nothing is published or stored.
 */
export function PostDraftsCard({ jobs, chosen, drafts, errors }: { jobs: PostJobOption[]; chosen: string | null; drafts: PostDrafts | null; errors?: string[] }) {
  return (
    <section aria-labelledby="posts-heading" className="grid min-w-0 gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
      <h3 id="posts-heading" className="font-bold text-slate-900">
        Posts from finished jobs
      </h3>
      {jobs.length ? (
        <Form method="post" className="grid gap-3 sm:flex sm:items-end" preventScrollReset>
          <input type="hidden" name="intent" value="draft-posts" />
          <FormAlert id="post-job-error" errors={errors} />
          <Field id="post-job" label="Finished job" className="min-w-0 sm:flex-1">
            <FieldControl>
              <select name="leadId" defaultValue={chosen ?? jobs[0]!.leadId} className={`${field} max-w-full`}>
                {jobs.map((job) => (
                  <option key={job.leadId} value={job.leadId}>
                    {job.label}
                  </option>
                ))}
              </select>
            </FieldControl>
          </Field>
          <Button type="submit" variant="outline" className="w-fit">
            Draft posts
          </Button>
        </Form>
      ) : (
        <p className="text-sm text-slate-700">
          No completed request has a photo the customer agreed to show yet. On the Photos tab, give a photo its request's reference and the customer's consent.
        </p>
      )}
      {drafts ? (
        <div className="grid gap-4">
          <p className="text-sm text-slate-700" role="status">
            Drafted by {SOURCE_LABELS[drafts.source]}
            {drafts.note ? `. ${drafts.note}` : ""}. Nothing is published: read each post, then copy or download it and publish it yourself.
          </p>
          {POST_NETWORKS.map((network) => {
            const size = NETWORKS[network];
            return (
              <article key={network} aria-labelledby={`post-${network}`} className="grid min-w-0 gap-3 border-t border-slate-200 pt-3">
                <h4 id={`post-${network}`} className="font-semibold text-slate-900">
                  {size.label}
                </h4>
                <ul className="flex flex-wrap gap-3" aria-label={`${size.label} images`}>
                  {drafts.images.slice(0, MAX_IMAGES).map((image, index) => {
                    const name = postImageName(image, network);
                    return (
                      <li key={name} className="grid w-40 gap-1 text-xs">
                        <img
                          src={`/admin/ai-tools/post-image/${name}`}
                          alt={image.alt}
                          width={size.width}
                          height={size.height}
                          loading="lazy"
                          className="h-auto w-40 rounded border border-slate-200"
                        />
                        <a href={`/admin/ai-tools/post-image/${name}`} download={`${drafts.slug}-${network}-${index + 1}.jpg`} className="font-medium text-brand-700 underline underline-offset-2">
                          Download {size.width}×{size.height}
                          <span className="sr-only"> image {index + 1} for {size.label}</span>
                        </a>
                        {image.hidden ? <span className="text-amber-900">Hidden on the website</span> : null}
                      </li>
                    );
                  })}
                </ul>
                <div className="grid gap-3 lg:grid-cols-2">
                  {LANGS.map((lang) => {
                    const id = `post-${network}-${lang}`;
                    const text = drafts.texts[network][lang];
                    return (
                      <div key={lang} className="grid min-w-0 gap-2">
                        <Field id={id} label={`${size.label} post in ${LANG_LABELS[lang]}`}>
                          <FieldControl>
                            <textarea defaultValue={text} rows={8} maxLength={size.maxChars} className="w-full rounded-md border border-slate-300 p-2 text-sm" />
                          </FieldControl>
                        </Field>
                        <div className="flex flex-wrap gap-2">
                          <CopyButton target={id} />
                          <Button asChild size="sm" variant="outline">
                            <a href={`data:text/plain;charset=utf-8,${encodeURIComponent(text)}`} download={`${drafts.slug}-${network}-${lang}.txt`}>
                              Download (.txt)<span className="sr-only"> {size.label} post in {LANG_LABELS[lang]}</span>
                            </a>
                          </Button>
                        </div>
                      </div>
                    );
                  })}
                </div>
              </article>
            );
          })}
        </div>
      ) : null}
    </section>
  );
}
