import { Link } from "react-router";
import type { Route } from "./+types/services";
import { CtaBanner } from "~/components/cta-banner";
import { LocationsGrid } from "~/components/locations-grid";
import { LearnMoreLink, ServiceCard } from "~/components/service-card";
import { TitledSection } from "~/components/page-section";
import { servicesListing } from "~/content/service-cards";
import { company, serviceArea, serviceNav } from "~/content/site";
import { pageMeta } from "~/utils/seo";
import { siteUrl } from "~/utils/env.server";
import { buttonClass, cx } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";

export const handle = staticPageHandle;

export function loader() {
  return {
    meta: pageMeta({
      siteUrl: siteUrl(),
      path: "/services",
      title: `Handyman Services in ${serviceArea.name} | ${company.name}`,
      description:
        `TV mounting, furniture assembly, home cleaning, drywall repair and custom handyman tasks across ${serviceArea.name}. A quote before any work starts.`,
    }),
    servicesListing,
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
  const { servicesListing } = loaderData;
  return (
    <>
      <section
        aria-labelledby="services-title"
        className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-12 pt-24 md:pt-32"
      >
        <div className="mx-auto max-w-3xl px-4 text-center sm:px-6 lg:px-8">
          <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">Our services</p>
          <h1 id="services-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
            Home Services You Can Count On
          </h1>
          <p className="mt-6 text-lg leading-relaxed text-slate-700">
            From a single shelf to a whole to-do list, our technicians handle it, with a quote before any work starts.
          </p>
        </div>
      </section>

      <section aria-label="Service list" className="pb-20">
        <ul className="mx-auto grid max-w-7xl gap-8 px-4 sm:grid-cols-2 sm:px-6 lg:grid-cols-6 lg:px-8">
          {servicesListing.map((service, index) => (
            <ServiceCard
              key={service.id}
              step={index % 3}
              image={service.image}
              title={service.title}
              text={service.description}
              listing={{ className: cardLayout(index, servicesListing.length), priority: index === 0 }}
            >
              {service.buttonText ? (
                <Link to={service.learnMoreLink} className={buttonClass({ variant: "accent", className: "mt-5 self-start" })}>
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
            More Ways We Can Help
          </h2>
          <ul className="mt-8 flex flex-wrap justify-center gap-3">
            {serviceNav.map((service) => (
              <li key={service.slug}>
                <Link
                  to={`/services/${service.slug}`}
                  className="inline-block rounded-full border border-slate-300 bg-white px-4 py-2 text-sm font-medium text-slate-700 hover:border-brand-500 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  {service.label}
                </Link>
              </li>
            ))}
          </ul>
        </div>
      </section>

      <TitledSection titleId="areas-title" title="Where We Work" className="py-16" width="5xl" size="sm">
        <LocationsGrid className="mt-8" />
      </TitledSection>

      <CtaBanner
        title="Not sure which service you need?"
        text="Describe the job and we'll send you a clear quote within 24 hours."
        buttonText="Request a Quote"
      />
    </>
  );
}
