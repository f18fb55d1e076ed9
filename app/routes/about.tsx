import { CheckCircleIcon } from "~/components/icons";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCard } from "~/components/feature-card";
import { SitePicture } from "~/components/site-picture";
import { about } from "~/content/about";
import { whyChooseOthers } from "~/content/features";
import { personCard } from "~/content/pictures";
import { company, facts } from "~/content/site";
import { aboutChecklist, aboutFacts, guaranteeTerms, whyChooseItems } from "~/content/trust";
import { TeamSection, GuaranteeSection } from "~/components/about-sections";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { buttonClass } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";

export const handle = staticPageHandle;

export function loader() {
  return {
    meta: pageMeta({
      siteUrl: siteUrl(),
      path: "/about",
      title: `About Us | ${company.name}`,
      description:
        `Meet ${company.name}: local experts making home repairs easy, honest and stress-free across ${company.region}.`,
    }),
    about: { ...about, checklist: aboutChecklist(facts), facts: aboutFacts(facts) },
    owner: facts.owner ? personCard(facts.owner) : null,
    team: (facts.team ?? []).map((person) => personCard(person)),
    guarantee: guaranteeTerms(facts),
    whyChoose: whyChooseItems(facts, whyChooseOthers),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, owner, team, guarantee, whyChoose } = loaderData;
  return (
    <>
      <section
        aria-labelledby="about-title"
        className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-16 pt-24 md:pt-32"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">About us</p>
            <h1 id="about-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {about.title}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-slate-700">{about.intro}</p>
          </div>
          <SitePicture
            picture={about.image}
            sizes="(min-width: 1024px) 32rem, 100vw"
            priority
            className="mx-auto max-w-lg rounded-3xl shadow-lg ring-1 ring-brand-100"
          />
        </div>
      </section>

      <section aria-labelledby="mission-title" className="py-16">
        <div className="mx-auto grid max-w-7xl gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div data-reveal="">
            <h2 id="mission-title" className="text-3xl font-bold tracking-tight text-slate-900">
              Our Mission
            </h2>
            {[...about.mission, ...about.facts].map((paragraph) => (
              <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
                {paragraph}
              </p>
            ))}
          </div>
          <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200" data-reveal="">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Why Choose Us</h2>
            <ul className="mt-6 space-y-4">
              {about.checklist.map((point) => (
                <li key={point} className="flex items-start gap-3 text-slate-800">
                  <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
                  <span className="text-lg">{point}</span>
                </li>
              ))}
            </ul>
            <Link to="/book" className={buttonClass({ variant: "accent", size: "lg", className: "mt-8" })}>
              Book a Service
            </Link>
          </div>
        </div>
      </section>

      <TeamSection owner={owner} team={team} />

      {guarantee ? <GuaranteeSection guarantee={guarantee} /> : null}

      <section aria-labelledby="values-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="values-title" className="text-center text-3xl font-bold tracking-tight text-slate-900" data-reveal="">
            What We Stand For
          </h2>
          <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4">
            {whyChoose.map((item, index) => (
              <FeatureCard key={item.title} feature={item} step={index} />
            ))}
          </ul>
        </div>
      </section>

      <CtaBanner
        title="Let's get your to-do list done"
        text={`Tell us what you need and we'll contact you within ${company.contactPromiseHours} hours.`}
      />
    </>
  );
}
