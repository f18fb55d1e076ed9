import { data, Form, Link } from "react-router";
import type { Route } from "./+types/ai-tools";
import { requireAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { TabHeader } from "~/components/admin/tab-header";
import { field } from "~/components/admin/lead/lead-parts";
import { Field, FieldControl } from "~/components/form-field";
import { ServiceOptions } from "~/components/service-options";
import { Button } from "~/components/ui/button";
import { TriageCard, type TriageCardView } from "~/components/ai/triage-card";
import { readForm } from "~/forms/read-form.server";
import { providerStatus, usageToday } from "~/ai/provider.server";
import { recentTriage, triageContext, triageRequest } from "~/ai/triage.server";
import { SIZE_LABELS, SOURCE_LABELS, triageLabel, URGENCY_LABELS, VERDICT_LABELS } from "~/ai/triage";
import { tryTriageSchema } from "~/ai/try-triage";
import { draftPostsSchema } from "~/ai/posts";
import { draftPosts, postableJobs } from "~/ai/posts.server";
import { PostDraftsCard } from "~/components/ai/post-drafts";
import { serviceLabel } from "~/content/site";
import { formatShortDateTime } from "~/utils/dates";

const NO_JOB = "Choose a finished job with a photo the customer agreed to show.";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "AI Tools");

/** The provider, today's budget and calls, and the latest requests' triage (decision 091). */
export async function loader({ request }: Route.LoaderArgs) {
  const admin = await requireAdmin(request);
  const [usage, recent, jobs] = await Promise.all([usageToday(), recentTriage(20), postableJobs()]);
  return {
    jobs: jobs.map((job) => ({
      leadId: job.leadId,
      label: [job.reference ?? "Request", job.service, job.city, `${job.photos} photo${job.photos === 1 ? "" : "s"}`].filter(Boolean).join(" · "),
    })),
    provider: providerStatus(),
    superAdmin: admin.isSuperAdmin,
    usage: { calls: usage.calls, tokens: usage.tokens, recent: usage.recent.map((call) => ({ ...call, at: formatShortDateTime(call.at) })) },
    recent: recent.map((row) => ({
      leadId: row.leadId,
      reference: row.reference,
      service: serviceLabel(row.service),
      label: row.state === "pending" || !row.verdict || !row.urgency ? "Being triaged" : `${VERDICT_LABELS[row.verdict]}, ${URGENCY_LABELS[row.urgency].toLowerCase()}${row.size ? `, ${SIZE_LABELS[row.size].toLowerCase()}` : ""}`,
      flag: row.verdict && row.urgency ? triageLabel({ verdict: row.verdict, urgency: row.urgency }) : "",
      outOfArea: row.outOfArea === true,
      source: row.source ? SOURCE_LABELS[row.source] : null,
      fellBack: Boolean(row.note),
      at: formatShortDateTime(row.createdAt),
    })),
  };
}

/**
 * "Try the triage": a request's text triaged as a new one would be; "Draft posts": a finished
 * job's posts. Both answered with the page, never stored, nothing sent or published.
 */
export async function action({ request }: Route.ActionArgs) {
  await requireAdmin(request);
  const read = await readForm(request, [tryTriageSchema, draftPostsSchema]);
  if (!read.ok) return read.response;
  if (read.form.get("intent") === "draft-posts") {
    const parsed = draftPostsSchema.safeParse(Object.fromEntries(read.form));
    const drafts = parsed.success ? await draftPosts(parsed.data.leadId) : undefined;
    if (!parsed.success || !drafts) return data({ posts: null, postErrors: [NO_JOB], leadId: null }, { status: 400 });
    return { posts: drafts, postErrors: [], leadId: parsed.data.leadId };
  }
  const parsed = tryTriageSchema.safeParse(Object.fromEntries(read.form));
  if (!parsed.success) {
    return data({ tried: null, errors: parsed.error.issues.map((issue) => issue.message), values: Object.fromEntries(read.form) as Record<string, string> }, { status: 400 });
  }
  const { service, description, zipCode } = parsed.data;
  const triage = await triageRequest({ service, description, language: /[ñáéíóú¿¡]/i.test(description) ? "es" : "en", zipCode: zipCode || null }, await triageContext());
  return { tried: { ...triage, at: formatShortDateTime(new Date()) } satisfies TriageCardView, errors: [], values: parsed.data };
}

export default function AiToolsTab({ loaderData, actionData }: Route.ComponentProps) {
  const { provider, usage, recent, superAdmin, jobs } = loaderData;
  // A body that is not this form at all is answered by readForm alone (400, no values to keep).
  const tried = actionData && "tried" in actionData ? actionData : undefined;
  const posts = actionData && "posts" in actionData ? actionData : undefined;
  return (
    <section aria-labelledby="ai-tools-heading" className="grid gap-4">
      <TabHeader
        id="ai-tools-heading"
        title="AI Tools"
        description="Lead triage, reply drafts and posts from finished jobs. They advise; staff decide and send."
      />
      <div className="grid gap-4 lg:grid-cols-2">
        <section aria-labelledby="provider-heading" className="grid content-start gap-2 rounded-xl border border-slate-200 bg-white p-4 text-sm shadow-sm">
          <h3 id="provider-heading" className="font-bold text-slate-900">
            Provider
          </h3>
          {provider.configured ? (
            <p>
              Model <b className="break-all">{provider.model}</b> at <b className="break-all">{provider.host}</b>. Names, phone numbers, e-mail and street addresses are replaced with
              placeholders before anything is sent.
            </p>
          ) : (
            <p>No model is configured: every tool answers from its built-in rules and templates.</p>
          )}
          <dl className="grid grid-cols-[auto_1fr] gap-x-3 gap-y-1">
            <dt className="text-slate-600">Today</dt>
            <dd>
              {usage.calls} of {provider.dailyCalls} calls, {usage.tokens.toLocaleString("en-US")} of {provider.dailyTokens.toLocaleString("en-US")} tokens
            </dd>
            <dt className="text-slate-600">Limits</dt>
            <dd>
              {provider.timeoutMs / 1000} s a call, {provider.maxInFlight} at once per server
            </dd>
          </dl>
          {superAdmin ? (
            <p className="text-slate-700">
              Set in the server's settings (AI_BASE_URL, AI_MODEL, AI_API_KEY and the limits; see the README), then restart. Any OpenAI-compatible API works, a hosted one or llama.cpp, Ollama or vLLM
              on your own machine.
            </p>
          ) : (
            <p className="text-slate-700">Only a Super Admin changes the provider.</p>
          )}
          {usage.recent.length ? (
            <details>
              <summary className="cursor-pointer font-medium">Last calls</summary>
              <ul className="mt-1 grid gap-1">
                {usage.recent.map((call, index) => (
                  <li key={index}>
                    {call.at}: {call.purpose}, {call.outcome}, {call.durationMs} ms, {call.tokens} tokens
                  </li>
                ))}
              </ul>
            </details>
          ) : null}
        </section>

        <section aria-labelledby="try-heading" className="grid content-start gap-3 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
          <h3 id="try-heading" className="font-bold text-slate-900">
            Try the triage
          </h3>
          <p className="text-sm text-slate-700">Paste a request (a call's notes, an e-mail) to see how a new one would be triaged. Nothing is stored.</p>
          <Form method="post" className="grid gap-3">
            <Field id="try-service" label="Service">
              <FieldControl>
                <select name="service" defaultValue={tried?.values?.service ?? "something-else"} className={field}>
                  <ServiceOptions />
                </select>
              </FieldControl>
            </Field>
            <Field id="try-zip" label="ZIP code">
              <FieldControl>
                <input name="zipCode" inputMode="numeric" maxLength={10} defaultValue={tried?.values?.zipCode ?? ""} className={field} />
              </FieldControl>
            </Field>
            <Field id="try-description" label="The request" required errors={tried?.errors}>
              <FieldControl>
                <textarea name="description" rows={4} maxLength={3000} required defaultValue={tried?.values?.description ?? ""} className="rounded-md border border-slate-300 p-2 text-sm" />
              </FieldControl>
            </Field>
            <Button type="submit" variant="outline" className="w-fit">
              Triage it
            </Button>
          </Form>
          {tried?.tried ? <TriageCard triage={tried.tried} /> : null}
        </section>
      </div>

      <section aria-labelledby="recent-heading" className="grid gap-2 rounded-xl border border-slate-200 bg-white p-4 shadow-sm">
        <h3 id="recent-heading" className="font-bold text-slate-900">
          Triage of recent requests
        </h3>
        {recent.length ? (
          <ul className="grid gap-2 text-sm">
            {recent.map((row) => (
              <li key={row.leadId} className="flex flex-wrap items-baseline gap-x-2">
                <Link to={`/admin/leads/${row.leadId}`} className="font-mono font-semibold text-brand-700 underline underline-offset-4">
                  {row.reference ?? "Request"}
                </Link>
                <span>{row.service}</span>
                {row.flag ? <b className="rounded bg-amber-100 px-1.5 text-xs text-amber-900">{row.flag}</b> : null}
                <span className="text-slate-700">{row.label}</span>
                {row.outOfArea ? <span className="text-amber-900">ZIP outside the areas</span> : null}
                <span className="text-xs text-slate-600">
                  {row.at}
                  {row.source ? `, by ${row.source}` : ""}
                  {row.fellBack ? " (the model did not answer)" : ""}
                </span>
              </li>
            ))}
          </ul>
        ) : (
          <p className="text-sm text-slate-700">No request has been triaged yet.</p>
        )}
        <p className="text-xs text-slate-600">Reply drafts are on each lead's page and each Inbox thread (Draft a reply).</p>
      </section>

      <PostDraftsCard jobs={jobs} chosen={posts?.leadId ?? null} drafts={posts?.posts ?? null} errors={posts?.postErrors} />
    </section>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Access Denied" unexpected="An error occurred while loading the admin dashboard." />;
}
