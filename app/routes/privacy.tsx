import type * as React from "react";
import type { Route } from "./+types/privacy";
import { staticPageHandle } from "~/components/static-page";
import { company, privacyPolicy } from "~/content/site";
import { formatCalendarDate } from "~/utils/dates";
import { policySettings, policySettingsKey } from "~/utils/env.server";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { langFromPath } from "~/utils/i18n";
import { useLang } from "~/components/i18n";
import { PrivacyPolicyEs } from "~/components/privacy-es";

export const handle = staticPageHandle;

/** Pre-rendered at build time (decision 025): the settings it states are the build's, checked against the server's at start. */
export function loader({ request }: Route.LoaderArgs) {
  const settings = policySettings();
  const lang = langFromPath(new URL(request.url).pathname);
  return {
    meta: pageMeta({
      siteUrl: siteUrl(),
      path: "/privacy",
      lang,
      ...(lang === "es"
        ? {
            title: `Aviso de privacidad | ${company.name}`,
            description: `Cómo ${company.name} recopila, usa, comparte y guarda su información personal, cuánto tiempo la guarda y cómo puede verla, corregirla o borrarla.`,
          }
        : {
            title: `Privacy Policy | ${company.name}`,
            description: `How ${company.name} collects, uses, shares and keeps your personal information, how long it is kept, and how to see, correct or delete it.`,
          }),
    }),
    settings,
    settingsKey: policySettingsKey(settings),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

const COLLECTED = [
  "Your name, phone number and e-mail address.",
  "The street address and ZIP code of the job.",
  "A photo of your home, when you add one.",
  "What you tell us about the job, and the messages between you and us (e-mails and, if you agree to them, text messages).",
  "When you agreed to text messages, and the page where your visit to this website began.",
];

const USES = [
  "To contact you about your request, give you a quote, schedule the visit and do the job.",
  "To send you a confirmation and updates about your request by e-mail, and by text message if you agreed to them.",
  "To learn which pages and adverts bring us requests (only as totals, without your name or contact details).",
];

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

function retentionPeriod(months: number): string {
  const years = months % 12 === 0 ? months / 12 : undefined;
  const plural = (n: number, unit: string) => `${n} ${unit}${n === 1 ? "" : "s"}`;
  return years ? `${plural(months, "month")} (${plural(years, "year")})` : plural(months, "month");
}

function Heading({ children }: { children: React.ReactNode }) {
  return <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>;
}

function Paragraph({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 text-lg leading-relaxed text-slate-700">{children}</p>;
}

function List({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
      {items.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

const link = "font-semibold text-brand-700 underline underline-offset-4";

export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { settings, settingsKey } = loaderData;
  const spanish = useLang() === "es";
  return (
    <section
      aria-labelledby="privacy-title"
      data-policy-settings={settingsKey}
      className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        {spanish ? <PrivacyPolicyEs settings={settings} /> : <PrivacyPolicy settings={settings} />}
      </div>
    </section>
  );
}

/** The policy in English: the spec's and the lawyers' words, exactly. */
function PrivacyPolicy({ settings }: { settings: Route.ComponentProps["loaderData"]["settings"] }) {
  const contact = (
    <>
      call us at{" "}
      <a href={`tel:${company.phoneE164}`} className={link}>
        {company.phone}
      </a>{" "}
      ({company.hours.label}) or write to{" "}
      <a href={`mailto:${company.email}`} className={link}>
        {company.email}
      </a>
    </>
  );
  return (
    <>
        <p className="text-sm font-semibold uppercase tracking-wider text-brand-700">Privacy</p>
        <h1 id="privacy-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
          Privacy Policy
        </h1>
        <p className="mt-4 text-base text-slate-600">
          Effective <time dateTime={privacyPolicy.effective}>{formatCalendarDate(privacyPolicy.effective)}</time>
        </p>
        <Paragraph>
          This policy explains what personal information {company.name} collects through this website and your service
          requests, why, who receives it, how long we keep it, and how you can see, correct or delete it.
        </Paragraph>

        <Heading>The personal information we collect</Heading>
        <Paragraph>When you book a visit, ask for a quote or call us, we keep what you give us:</Paragraph>
        <List items={COLLECTED} />

        <Heading>Why we use it</Heading>
        <List items={USES} />

        <Heading>Who receives it</Heading>
        <Paragraph>
          Our own staff, to handle your request.{" "}
          {settings.emailProvider
            ? `The e-mails we send go through our e-mail provider (${settings.emailProvider}), which delivers them for us.`
            : "The e-mails we send go through the e-mail service that delivers them for us."}{" "}
          {settings.textProvider
            ? `Text messages, only if you agreed to them, go through ${settings.textProvider}, which delivers them for us.`
            : "Text messages, only if you agreed to them, go through the text-message service that delivers them for us."}{" "}
          They use your details only to deliver our messages.
        </Paragraph>
        <Paragraph>
          We do not sell your personal information, and we do not share it for advertising. No other company collects
          information about your visits to this website, here or across other websites.
        </Paragraph>

        <Heading>How long we keep it</Heading>
        <Paragraph>
          We keep your request while we work on it. Once it is closed (the job is completed, or we could not take it on),
          we keep it for {retentionPeriod(settings.retentionMonths)}, in case you call us about the job. After that, your
          name, phone number, e-mail address, street address, ZIP code, description, photo and our notes about it are
          erased for good; only the service, the dates and the outcome remain, in our totals, without anything that
          identifies you.
        </Paragraph>

        <Heading>See, correct or delete your information</Heading>
        <Paragraph>
          To see your request, open the link in your confirmation, or enter your reference code and phone number on the{" "}
          <a href="/status" className={link}>
            request status page
          </a>
          . To correct or delete your information, {contact}, with your reference code. Once we have confirmed the request
          is yours, we make the correction, or erase your personal information for good, and tell you when it is done.
        </Paragraph>

        <Heading>Do Not Track and Global Privacy Control</Heading>
        <Paragraph>
          We honour both. When your browser sends a Do Not Track or Global Privacy Control signal, we count nothing of your
          visit. And whatever your browser sends, we never sell or share your personal information.
        </Paragraph>

        <Heading>What we count, and what we don't</Heading>
        <Paragraph>
          We count visits to this website to learn which pages and adverts help our customers find us. We do it ourselves,
          without cookies, and in a way that cannot tell who you are.
        </Paragraph>
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">What we count</h3>
        <List items={COUNTED} />
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">What we don't</h3>
        <List items={NOT_COUNTED} />
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">How visitors are counted</h3>
        <Paragraph>
          To count visitors rather than page views, your network address and browser name are mixed with a random value
          that changes every day and turned into a code that cannot be reversed. The address itself is never stored, and
          the day's random value is deleted afterwards, so yesterday's codes can never be linked to today's or to you.
        </Paragraph>

        <Heading>Changes to this policy</Heading>
        <Paragraph>
          When we change this policy, we publish the new version on this page with its new effective date.
        </Paragraph>

        <Heading>Questions</Heading>
        <Paragraph>
          {company.name}, {company.region}. For any question about your personal information, {contact}.
        </Paragraph>
    </>
  );
}
