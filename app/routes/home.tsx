import { CheckCircleIcon } from "~/components/icons";
import { Link } from "react-router";
import type { Route } from "./+types/home";
import { FeatureCards } from "~/components/feature-card";
import { SitePicture } from "~/components/site-picture";
import { LocationsGrid } from "~/components/locations-grid";
import { IntroSection } from "~/components/page-section";
import { HeroActions } from "~/components/hero-actions";
import { LearnMoreLink, ServiceCard } from "~/components/service-card";
import { TestimonialCarousel } from "~/components/testimonial-carousel";
import { QuoteForm } from "~/components/quote-form";
import { hero } from "~/content/home";
import { publicReviews } from "~/reviews/public-reviews.server";
import { RecentWork } from "~/components/recent-work";
import { pageWork, RECENT_WORK_LIMIT, workPicture } from "~/photos/public";
import { publicPhotos } from "~/photos/public-photos.server";
import { summaryText } from "~/reviews/public";
import { activeAreaNames } from "~/content/site";
import { publicBusiness } from "~/business/profile.server";
import { requestLang } from "~/utils/i18n";
import { useLang, useLocalePath } from "~/components/i18n";
import { HeroPanel } from "~/components/hero-panel";
import { homeBusinessJsonLd, pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { buttonClass } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";
import { quoteMiddleware } from "~/leads/capture/lead-form-admission.server";
import { submitQuote } from "~/leads/capture/lead-forms.server";
import { whyChooseOthersIn } from "~/content/localized/features";
import { homeIn } from "~/content/localized/home";
import { topServicesIn } from "~/content/localized/service-cards";
import { companyWordsIn } from "~/content/localized/site";
import { trustIn } from "~/content/localized/trust";
import { useBusiness } from "~/components/business";

export const handle = staticPageHandle;

/** The page's content and SEO tags, from the server: the client bundle carries only the components. */
export function loader({ request }: Route.LoaderArgs) {
  const origin = siteUrl();
  const lang = requestLang(request);
  const words = homeIn(lang);
  const trust = trustIn(lang);
  // The owner's facts as this server keeps them (decision 087): claims only for what is set and in force.
  const { facts } = publicBusiness(lang);
  // Job photos (decision 085), each once on the page: a top service's card shows its newest in
  // place of its icon panel, and "Recent Work" the newest of the others.
  const shown = new Set<string>();
  const topServices = topServicesIn(lang).map((service) => {
    const [work] = pageWork(publicPhotos(), lang, { serviceSlug: service.slug }, 1, shown);
    return work ? { ...service, image: workPicture(work) } : service;
  });
  const recentWork = pageWork(publicPhotos(), lang, {}, RECENT_WORK_LIMIT, shown);
  return {
    meta: pageMeta({
      profile: publicBusiness(lang),
      siteUrl: origin,
      path: "/",
      lang,
      title: words.title,
      description: trust.homeDescription(facts),
      business: homeBusinessJsonLd(origin, lang),
    }),
    hero: {
      ...hero,
      title: words.heroTitle,
      text: trust.heroText(facts),
      points: trust.heroPoints(facts),
      areas: activeAreaNames(lang),
      owner: facts.owner?.name,
    },
    topServicesIntro: words.topServicesIntro,
    topServices,
    steps: words.steps,
    trustItems: trust.trustItems(facts),
    trustSubtitle: trust.trustSubtitle(facts),
    whyChoose: trust.whyChooseItems(facts, whyChooseOthersIn(lang)),
    // The newest published customer reviews, as this server last read them (decision 057).
    testimonials: publicReviews().newest,
    recentWork,
    reviewsSubtitle: summaryText(publicReviews().summary, lang) ?? (facts.rating ? trust.reviewsSubtitle(facts) : undefined),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/** Over the client's limit, a POST is answered from a kept refusal page (decision 049). */
export const middleware: Route.MiddlewareFunction[] = [quoteMiddleware];

/** The free-quote form posts here (the page itself is pre-rendered). */
export async function action(args: Route.ActionArgs) {
  return submitQuote(args);
}

/** The page's data, and its words in the page's language (`homeIn`, `companyWordsIn`: functions, so not loader data). */
type HomeData = Route.ComponentProps["loaderData"] & { words: ReturnType<typeof homeIn>; region: ReturnType<typeof companyWordsIn> };

/** The home page's sections: the id a link leads to, the title's id and the look (the words are the language's, `homeIn`). */
const sections = {
  how: { id: "how-it-works", titleId: "how-title", className: "bg-slate-50 py-20" },
  trust: { id: "trust-us", titleId: "trust-title", className: "py-20" },
  areas: { id: "service-areas", titleId: "areas-title", className: "py-20", width: "5xl" },
  testimonials: { id: "testimonials", titleId: "testimonials-title", className: "bg-slate-50 py-20" },
} as const;

function Hero({ hero, words, region }: Pick<HomeData, "hero" | "words" | "region">) {
  return (
    <section
      aria-labelledby="hero-title"
      className="relative overflow-hidden bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-10 pt-24 md:pb-12 md:pt-32"
    >
      <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
        <div>
          <p className="inline-flex items-center gap-2 rounded-full bg-white px-3 py-1 text-sm font-medium text-brand-700 shadow-sm ring-1 ring-brand-100">
            {words.serving(region.region)}
          </p>
          <h1
            id="hero-title"
            className="mt-5 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl lg:text-6xl"
          >
            {hero.title}
          </h1>
          <p className="mt-6 max-w-xl text-lg leading-relaxed text-slate-700">{hero.text}</p>
          <HeroActions primary={{ to: "/book", label: words.bookService }} secondary={{ href: "#services", label: words.viewServices }} />
          <ul className="mt-8 grid gap-2 text-sm font-medium text-slate-700 sm:grid-cols-2">
            {hero.points.map((point) => (
              <li key={point} className="flex items-center gap-2">
                <CheckCircleIcon className="size-5 text-brand-600" />
                {point}
              </li>
            ))}
          </ul>
        </div>
        {hero.image.kind === "photo" ? (
          <SitePicture
            picture={hero.image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="mx-auto max-w-lg rounded-3xl shadow-lg ring-1 ring-brand-100 lg:max-w-none"
          />
        ) : (
          <HeroPanel owner={hero.owner} areas={hero.areas} />
        )}
      </div>
    </section>
  );
}

function TopServices({ topServicesIntro, topServices }: Pick<HomeData, "topServicesIntro" | "topServices">) {
  return (
    <IntroSection id="services" titleId="services-title" className="pb-20 pt-10 md:pt-12" {...topServicesIntro}>
      <ul className="mt-12 grid gap-8 md:grid-cols-3">
        {topServices.map((service, index) => (
          <ServiceCard key={service.id} step={index} service={service.slug} image={service.image} title={service.title} text={service.description}>
            <LearnMoreLink to={service.link} service={service.title} className="mt-4" />
          </ServiceCard>
        ))}
      </ul>
    </IntroSection>
  );
}

function HowItWorks({ steps, words }: Pick<HomeData, "steps" | "words">) {
  const localePath = useLocalePath();
  return (
    <IntroSection {...sections.how} eyebrow={words.how.eyebrow} title={words.how.title} subtitle={words.how.subtitle}>
      <ol className="mt-12 grid gap-8 md:grid-cols-3">
        {steps.map((step, index) => (
          <li
            key={step.id}
            data-reveal=""
            data-reveal-step={String(index)}
            className="flex flex-col items-center rounded-xl bg-white p-6 text-center shadow-sm ring-1 ring-slate-200"
          >
            <SitePicture picture={step.image} sizes="(min-width: 768px) 20rem, 100vw" className="max-w-xs rounded-xl" />
            <span
              aria-hidden="true"
              className="mt-4 inline-flex size-10 items-center justify-center rounded-full bg-brand-600 text-lg font-bold text-white"
            >
              {step.id}
            </span>
            <h3 className="mt-3 text-xl font-semibold text-slate-900">
              <span className="sr-only">{words.how.step(step.id)}</span>
              {step.title}
            </h3>
            <p className="mt-2 text-slate-600">{step.description}</p>
          </li>
        ))}
      </ol>
      <div className="mt-12 text-center">
        <Link to={localePath("/book")} className={buttonClass({ size: "lg" })}>
          {words.how.bookNow}
        </Link>
      </div>
    </IntroSection>
  );
}

function Trust({ trustItems, trustSubtitle, words }: Pick<HomeData, "trustItems" | "trustSubtitle" | "words">) {
  return (
    <IntroSection {...sections.trust} eyebrow={words.trust.eyebrow} title={words.trust.title} subtitle={trustSubtitle}>
      <FeatureCards features={trustItems} className="mt-12 grid gap-8 md:grid-cols-3" centered prominent />
    </IntroSection>
  );
}

function WhyChoose({ whyChoose, words }: Pick<HomeData, "whyChoose" | "words">) {
  return (
    <section aria-labelledby="why-title" className="bg-brand-900 py-20 text-white">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <div className="mx-auto max-w-2xl text-center" data-reveal="">
          <p className="text-sm font-semibold uppercase tracking-wider text-accent-400">{words.why.eyebrow}</p>
          <h2 id="why-title" className="mt-2 text-3xl font-bold tracking-tight sm:text-4xl">
            {words.why.title}
          </h2>
          <p className="mt-4 text-lg text-brand-100">{words.why.subtitle}</p>
        </div>
        <FeatureCards features={whyChoose} className="mt-12 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" tone="dark" />
      </div>
    </section>
  );
}

function ServiceAreas({ words }: Pick<HomeData, "words">) {
  return (
    <IntroSection {...sections.areas} {...words.areas}>
      <LocationsGrid className="mt-12" />
    </IntroSection>
  );
}

function Testimonials({ testimonials, reviewsSubtitle, words }: Pick<HomeData, "testimonials" | "reviewsSubtitle" | "words">) {
  return (
    <IntroSection
      {...sections.testimonials}
      eyebrow={words.testimonials.eyebrow}
      title={words.testimonials.title}
      subtitle={reviewsSubtitle}
    >
      {testimonials.length ? (
        <div className="mt-12" data-reveal="">
          <TestimonialCarousel testimonials={testimonials} />
        </div>
      ) : (
        <p className="mx-auto mt-8 max-w-2xl text-center text-lg text-slate-700" data-reveal="">
          {words.testimonials.noReviews}
        </p>
      )}
    </IntroSection>
  );
}

function QuoteSection({ words, region }: Pick<HomeData, "words" | "region">) {
  const business = useBusiness();
  return (
    <section id="quote" aria-labelledby="quote-title" className="py-20">
      <div className="mx-auto grid max-w-6xl gap-12 px-4 sm:px-6 lg:grid-cols-[2fr_3fr] lg:px-8">
        <div data-reveal="">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{words.quote.eyebrow}</p>
          <h2 id="quote-title" className="mt-2 text-3xl font-bold tracking-tight text-slate-900 sm:text-4xl">
            {words.quote.title}
          </h2>
          <p className="mt-4 text-lg text-slate-600">{words.quote.text}</p>
          <p className="mt-6 text-slate-700">
            {words.quote.prefer}{" "}
            <a
              href={`tel:${business.contact.phoneE164}`}
              className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600"
            >
              {words.quote.call(business.contact.phone)}
            </a>
            <br />
            <span className="text-sm text-slate-600">{region.hours.label}</span>
          </p>
        </div>
        <div className="rounded-2xl border border-slate-200 bg-white p-6 shadow-lg sm:p-8" data-reveal="">
          <QuoteForm />
        </div>
      </div>
    </section>
  );
}

export default function Home({ loaderData }: Route.ComponentProps) {
  const lang = useLang();
  const words = homeIn(lang);
  const region = companyWordsIn(lang);
  return (
    <>
      <Hero hero={loaderData.hero} words={words} region={region} />
      <TopServices topServicesIntro={loaderData.topServicesIntro} topServices={loaderData.topServices} />
      <RecentWork id="recent-work-title" title={words.recentWork} items={loaderData.recentWork} />
      <HowItWorks steps={loaderData.steps} words={words} />
      <Trust trustItems={loaderData.trustItems} trustSubtitle={loaderData.trustSubtitle} words={words} />
      <WhyChoose whyChoose={loaderData.whyChoose} words={words} />
      <ServiceAreas words={words} />
      <Testimonials testimonials={loaderData.testimonials} reviewsSubtitle={loaderData.reviewsSubtitle} words={words} />
      <QuoteSection words={words} region={region} />
    </>
  );
}
