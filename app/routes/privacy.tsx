import type { Route } from "./+types/privacy";
import { staticPageHandle } from "~/components/static-page";
import { company } from "~/content/site";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";

export const handle = staticPageHandle;

export function loader() {
  return {
    meta: pageMeta({
      siteUrl: siteUrl(),
      path: "/privacy",
      title: `Privacy | ${company.name}`,
      description: `What ${company.name} counts when you visit this website, and what it never collects: no cookies, no tracking, no third parties.`,
    }),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const COUNTED = [
  "Which page was viewed, and when.",
  "The website you came from, as its name only (for example google.com), never the full address of the page.",
  "Campaign tags in the link you followed (utm_source, utm_medium, utm_campaign), which tell us which advert brought you.",
  "Whether your device is a phone, a tablet or a computer.",
  "That a form was started, and, when you send a request, the page where your visit began.",
];

const NOT_COUNTED = [
  "No cookies, and nothing stored on your device that follows you between visits.",
  "No IP address, no browser fingerprint, no name or contact details in these counts.",
  "No third-party analytics or advertising services: the counts stay in our own database.",
  "Nothing at all when your browser sends Do Not Track or Global Privacy Control.",
];

export default function Privacy() {
  return (
    <section aria-labelledby="privacy-title" className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Privacy</p>
        <h1 id="privacy-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          What we count, and what we don't
        </h1>
        <p className="mt-6 text-lg leading-relaxed text-slate-700">
          We count visits to this website to learn which pages and adverts help our customers find us. We do it
          ourselves, without cookies, and in a way that cannot tell who you are.
        </p>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">What we count</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
          {COUNTED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">What we don't</h2>
        <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
          {NOT_COUNTED.map((line) => (
            <li key={line}>{line}</li>
          ))}
        </ul>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">How visitors are counted</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          To count visitors rather than page views, your network address and browser name are mixed with a random value
          that changes every day and turned into a code that cannot be reversed. The address itself is never stored, and
          the day's random value is deleted afterwards, so yesterday's codes can never be linked to today's or to you.
        </p>

        <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">Your service requests</h2>
        <p className="mt-4 text-lg leading-relaxed text-slate-700">
          When you send a request, we keep the details you typed so we can do the job, together with the page where your
          visit began. Questions? Call us at {company.phone} or write to {company.email}.
        </p>
      </div>
    </section>
  );
}
