import { CheckCircleIcon } from "~/components/icons";
import { Link } from "react-router";
import type { Route } from "./+types/about";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCards } from "~/components/feature-card";
import { SplitSection, TitledSection } from "~/components/page-section";
import { PageHero } from "~/components/page-hero";
import { about } from "~/content/about";
import { personCard } from "~/content/pictures";
import { publicBusiness } from "~/business/profile.server";
import { TeamSection, GuaranteeSection } from "~/components/about-sections";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { buttonClass } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";
import { requestLang } from "~/utils/i18n";
import { useLocalePath } from "~/components/i18n";
import { aboutIn } from "~/content/localized/about";
import { whyChooseOthersIn } from "~/content/localized/features";
import { trustIn } from "~/content/localized/trust";
import { photoById } from "~/photos/public-photos.server";
import type { Lang } from "~/content/i18n";

export const handle = staticPageHandle;

const portrait = (photoId: string | undefined, lang: Lang) => (photoId ? photoById(photoId, lang) : null);

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const words = aboutIn(lang);
  const trust = trustIn(lang);
  // The owner's facts as this server keeps them (decision 087): claims only for what is set and in force.
  const { facts } = publicBusiness(lang);
  return {
    meta: pageMeta({
      profile: publicBusiness(lang), siteUrl: siteUrl(), path: "/about", lang, title: words.metaTitle, description: words.metaDescription }),
    about: { ...words, image: about.image, checklist: trust.aboutChecklist(facts), facts: trust.aboutFacts(facts) },
    // Portraits are photos of the photos domain, as this server keeps the visible ones (decision 085).
    owner: facts.owner ? personCard(facts.owner, portrait(facts.owner.photo, lang)) : null,
    team: (facts.team ?? []).map((person) => personCard(person, portrait(person.photo, lang))),
    guarantee: trust.guaranteeTerms(facts),
    whyChoose: trust.whyChooseItems(facts, whyChooseOthersIn(lang)),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

export default function About({ loaderData }: Route.ComponentProps) {
  const { about, owner, team, guarantee, whyChoose } = loaderData;
  const localePath = useLocalePath();
  const whyUs = (
    <div className="rounded-2xl bg-slate-50 p-8 ring-1 ring-slate-200" data-reveal="">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{about.whyTitle}</h2>
      <ul className="mt-6 space-y-4">
        {about.checklist.map((point) => (
          <li key={point} className="flex items-start gap-3 text-slate-800">
            <CheckCircleIcon className="mt-0.5 size-6 shrink-0 text-brand-600" />
            <span className="text-lg">{point}</span>
          </li>
        ))}
      </ul>
      <Link to={localePath("/book")} className={buttonClass({ variant: "accent", size: "lg", className: "mt-8" })}>
        {about.bookService}
      </Link>
    </div>
  );
  return (
    <>
      <PageHero titleId="about-title" eyebrow={about.eyebrow} title={about.title} text={about.intro} image={about.image} />

      <SplitSection titleId="mission-title" title={about.missionTitle} className="py-16" gap="gap-12" aside={whyUs}>
        {[...about.mission, ...about.facts].map((paragraph) => (
          <p key={paragraph} className="mt-4 text-lg leading-relaxed text-slate-700">
            {paragraph}
          </p>
        ))}
      </SplitSection>

      <TeamSection owner={owner} team={team} title={about.teamTitle} />

      {guarantee ? <GuaranteeSection guarantee={guarantee} /> : null}

      <TitledSection titleId="values-title" title={about.valuesTitle} className="bg-slate-50 py-16">
        <FeatureCards features={whyChoose} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" />
      </TitledSection>

      <CtaBanner
        title={about.ctaTitle}
        text={about.ctaText}
      />
    </>
  );
}
