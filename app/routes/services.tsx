import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/cta-banner";
import { LocationsGrid } from "~/components/locations-grid";
import { LearnMoreLink, ServiceCard } from "~/components/service-card";
import { TitledSection } from "~/components/page-section";
import { serviceLabel, serviceNav } from "~/content/site";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { buttonClass, cx } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";
import { requestLang } from "~/utils/i18n";
import { useLocalePath } from "~/components/i18n";
import { servicesListingIn, servicesPageIn } from "~/content/localized/service-cards";
import { publicBusiness } from "~/business/profile.server";

export const handle = staticPageHandle;

export function loader({ request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const words = servicesPageIn(lang);
  return {
    meta: pageMeta({
      profile: publicBusiness(lang), siteUrl: siteUrl(), path: "/services", lang, title: words.metaTitle, description: words.metaDescription }),
    words,
    services: serviceNav.map((service) => ({ slug: service.slug, label: serviceLabel(service.slug, lang) })),
    servicesListing: servicesListingIn(lang),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? [];

/**
 * Five cards without a lonely last row: three in the first row and two wider, side-by-side
 * cards in the second on large screens; on medium screens the fifth card spans both columns.
 */
function cardLayout(index: number, count: number): string {
  const secondRow = index >= 3;
  const last = index === count - 1;
  return cx(
    secondRow ? "lg:col-span-3 lg:flex-row" : "lg:col-span-2",
    last && count % 2 === 1 && "sm:col-span-2 sm:flex-row",
  );
}

export default function Services({ loaderData }: Route.ComponentProps) {
  const { servicesListing, words, services } = loaderData;
  const localePath = useLocalePath();
  return (
    <>
      <section
        aria-labelledby="services-title"
        className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-12 pt-24 md:pt-32"
      >
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{words.eyebrow}</p>
          <h1 id="services-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            {words.title}
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">{words.intro}</p>
        </div>
      </section>

      <section aria-label={words.listLabel} className="pb-20">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-6 lg:px-8">
          {servicesListing.map((service, index) => (
            <ServiceCard
              key={service.id}
              step={index % 3}
              service={service.learnMoreLink.replace("/services/", "")}
              image={service.image}
              title={service.title}
              text={service.description}
              listing={{ className: cardLayout(index, servicesListing.length), priority: index === 0 }}
            >
              {service.buttonText ? (
                <Link to={localePath(service.learnMoreLink)} className={buttonClass({ variant: "accent", className: "mt-5 self-start" })}>
                  {service.buttonText}
                </Link>
              ) : (
                <LearnMoreLink to={service.learnMoreLink} service={service.title} className="mt-5 self-start" />
              )}
            </ServiceCard>
          ))}
        </ul>
      </section>

      <section aria-labelledby="more-services-title" className="bg-slate-50 py-16">
        <div className="mx-auto max-w-5xl px-4 text-center sm:px-6 lg:px-8">
          <h2 id="more-services-title" className="text-2xl font-bold tracking-tight text-slate-900" data-reveal="">
            {words.moreTitle}
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {services.map((service) => (
              <li key={service.slug}>
                <Link
                  to={localePath(`/services/${service.slug}`)}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TitledSection titleId="areas-title" title={words.areasTitle} className="py-16" width="5xl" size="sm">
        <LocationsGrid className="mt-8" />
      </TitledSection>

      <CtaBanner
        title={words.ctaTitle}
        text={words.ctaText}
        buttonText={words.ctaButton}
      />
    </>
  );
}
