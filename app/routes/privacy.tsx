import type * as React from "react";
import type { Route } from "./+types/privacy";
import { staticPageHandle } from "~/components/static-page";
import { company, privacyPolicy } from "~/content/site";
import { formatCalendarDate } from "~/utils/dates";
import { policySettings, policySettingsKey } from "~/utils/env.server";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { requestLang } from "~/utils/i18n";
import type { Lang } from "~/content/i18n";
import { useLang } from "~/components/i18n";
import { PrivacyPolicyEs } from "~/components/privacy-es";
import { PolicyHeading, PolicyList, PolicyParagraph, policyLink } from "~/components/privacy-parts";
import { useBusiness } from "~/components/business";
import { publicBusiness } from "~/business/profile.server";

export const handle = staticPageHandle;

/** Pre-rendered at build time (decision 025): the settings it states are the build's, checked against the server's at start. */
export function loader({ request }: Route.LoaderArgs) {
  const settings = policySettings();
  const lang = requestLang(request);
  return {
    meta: pageMeta({
      profile: publicBusiness(lang),
      siteUrl: siteUrl(),
      path: "/privacy",
      lang,
      ...POLICY_META[lang](),
    }),
    settings,
    settingsKey: policySettingsKey(settings),
  };
}

/** The page's title and description in each language. */
const POLICY_META: Record<Lang, () => { title: string; description: string }> = {
  en: () => ({
    title: `Privacy Policy | ${company.name}`,
    description: `How ${company.name} collects, uses, shares and keeps your personal information, how long it is kept, and how to see, correct or delete it.`,
  }),
  es: () => ({
    title: `Aviso de privacidad | ${company.name}`,
    description: `Cómo ${company.name} recopila, usa, comparte y guarda su información personal, cuánto tiempo la guarda y cómo puede verla, corregirla o borrarla.`,
  }),
};

/** The policy itself in each language (the Spanish one in its own module, app/components/privacy-es.tsx). */
const POLICIES: Record<Lang, (props: { settings: Route.ComponentProps["loaderData"]["settings"] }) => React.JSX.Element> = {
  en: PrivacyPolicy,
  es: PrivacyPolicyEs,
};

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


export default function Privacy({ loaderData }: Route.ComponentProps) {
  const { settings, settingsKey } = loaderData;
  const Policy = POLICIES[useLang()];
  return (
    <section
      aria-labelledby="privacy-title"
      data-policy-settings={settingsKey}
      className="bg-gradient-to-b from-brand-50 to-white pb-20 pt-24 md:pt-32"
    >
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <Policy settings={settings} />
      </div>
    </section>
  );
}

/** The policy in English: the spec's and the lawyers' words, exactly. */
function PrivacyPolicy({ settings }: { settings: Route.ComponentProps["loaderData"]["settings"] }) {
  const business = useBusiness();
  const contact = (
    <>
      call us at{" "}
      <a href={`tel:${business.contact.phoneE164}`} className={policyLink}>
        {business.contact.phone}
      </a>{" "}
      ({business.contact.hours.label}) or write to{" "}
      <a href={`mailto:${business.contact.email}`} className={policyLink}>
        {business.contact.email}
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
        <PolicyParagraph>
          This policy explains what personal information {company.name} collects through this website and your service
          requests, why, who receives it, how long we keep it, and how you can see, correct or delete it.
        </PolicyParagraph>

        <PolicyHeading>The personal information we collect</PolicyHeading>
        <PolicyParagraph>When you book a visit, ask for a quote or call us, we keep what you give us:</PolicyParagraph>
        <PolicyList items={COLLECTED} />

        <PolicyHeading>Why we use it</PolicyHeading>
        <PolicyList items={USES} />

        <PolicyHeading>Who receives it</PolicyHeading>
        <PolicyParagraph>
          Our own staff, to handle your request.{" "}
          {settings.emailProvider
            ? `The e-mails we send go through our e-mail provider (${settings.emailProvider}), which delivers them for us.`
            : "The e-mails we send go through the e-mail service that delivers them for us."}{" "}
          {settings.textProvider
            ? `Text messages, only if you agreed to them, go through ${settings.textProvider}, which delivers them for us.`
            : "Text messages, only if you agreed to them, go through the text-message service that delivers them for us."}{" "}
          They use your details only to deliver our messages.
        </PolicyParagraph>
        {settings.paymentProvider ? (
          <PolicyParagraph>
            {`When you pay an invoice or a deposit by card online, you pay on ${settings.paymentProvider}'s own payment page: ${settings.paymentProvider} receives your card details and the amount, and gives us only whether the payment went through. We never see or keep your card number.`}
          </PolicyParagraph>
        ) : null}
        {settings.aiProvider ? (
          <PolicyParagraph>
            {`To help our staff sort requests and draft replies, the words of your request go to an AI service (${settings.aiProvider}) with your name, phone number, e-mail and street address taken out. It answers our staff only; nothing is decided or sent to you without a person.`}
          </PolicyParagraph>
        ) : null}
        <PolicyParagraph>
          We do not sell your personal information, and we do not share it for advertising. No other company collects
          information about your visits to this website, here or across other websites.
        </PolicyParagraph>

        <PolicyHeading>How long we keep it</PolicyHeading>
        <PolicyParagraph>
          We keep your request while we work on it. Once it is closed (the job is completed, or we could not take it on),
          we keep it for {retentionPeriod(settings.retentionMonths)}, in case you call us about the job. After that, your
          name, phone number, e-mail address, street address, ZIP code, description, photo and our notes about it are
          erased for good; only the service, the dates and the outcome remain, in our totals, without anything that
          identifies you.
        </PolicyParagraph>

        <PolicyHeading>See, correct or delete your information</PolicyHeading>
        <PolicyParagraph>
          To see your request, open the link in your confirmation, or enter your reference code and phone number on the{" "}
          <a href="/status" className={policyLink}>
            request status page
          </a>
          . To correct or delete your information, {contact}, with your reference code. Once we have confirmed the request
          is yours, we make the correction, or erase your personal information for good, and tell you when it is done.
        </PolicyParagraph>

        <PolicyHeading>Do Not Track and Global Privacy Control</PolicyHeading>
        <PolicyParagraph>
          We honour both. When your browser sends a Do Not Track or Global Privacy Control signal, we count nothing of your
          visit. And whatever your browser sends, we never sell or share your personal information.
        </PolicyParagraph>

        <PolicyHeading>What we count, and what we don't</PolicyHeading>
        <PolicyParagraph>
          We count visits to this website to learn which pages and adverts help our customers find us. We do it ourselves,
          without cookies, and in a way that cannot tell who you are.
        </PolicyParagraph>
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">What we count</h3>
        <PolicyList items={COUNTED} />
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">What we don't</h3>
        <PolicyList items={NOT_COUNTED} />
        <h3 className="mt-8 text-xl font-bold tracking-tight text-slate-900">How visitors are counted</h3>
        <PolicyParagraph>
          To count visitors rather than page views, your network address and browser name are mixed with a random value
          that changes every day and turned into a code that cannot be reversed. The address itself is never stored, and
          the day's random value is deleted afterwards, so yesterday's codes can never be linked to today's or to you.
        </PolicyParagraph>

        <PolicyHeading>Changes to this policy</PolicyHeading>
        <PolicyParagraph>
          When we change this policy, we publish the new version on this page with its new effective date.
        </PolicyParagraph>

        <PolicyHeading>Questions</PolicyHeading>
        <PolicyParagraph>
          {company.name}, {company.region}. For any question about your personal information, {contact}.
        </PolicyParagraph>
    </>
  );
}
