import { CheckCircleIcon } from "~/components/icons";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCards } from "~/components/feature-card";
import { TitledSection } from "~/components/page-section";
import { PageHero } from "~/components/page-hero";
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
      <PageHero titleId="about-title" eyebrow="About us" title={about.title} text={about.intro} image={about.image} />

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

      <TitledSection titleId="values-title" title="What We Stand For" className="bg-slate-50 py-16">
        <FeatureCards features={whyChoose} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </TitledSection>

      <CtaBanner
        title="Let's get your to-do list done"
        text={`Tell us what you need and we'll contact you within ${company.contactPromiseHours} hours.`}
      />
    </>
  );
}
