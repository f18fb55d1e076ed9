import { CheckCircleIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { Link, data } from "react-router";
import type { Route } from "./+types/service";
import { CtaBanner } from "~/components/cta-banner";
import { FaqList } from "~/components/faq-list";
import { FeatureCard } from "~/components/feature-card";
import { SitePicture } from "~/components/site-picture";
import { LocationsGrid } from "~/components/locations-grid";
import { RouteError } from "~/components/not-found-page";
import { findService } from "~/content/services";
import { recentWorkPictures } from "~/content/pictures";
import { recentWork } from "~/content/photos";
import { RecentWork } from "~/components/recent-work";
import { activeAreas, bookingPath, company } from "~/content/site";
import { faqJsonLd, pageMeta, serviceJsonLd } from "~/utils/seo";
import { errorMeta } from "~/utils/seo-error";
import { siteUrl } from "~/utils/env.server";
import { buttonClass } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";

export const handle = staticPageHandle;

export function loader({ params }: Route.LoaderArgs) {
  const service = findService(params.slug);
  if (!service) throw data(null, { status: 404 });
  const origin = siteUrl();
  return {
    meta: pageMeta({
      siteUrl: origin,
      path: `/services/${service.slug}`,
      title: service.metaTitle,
      description: service.metaDescription,
      jsonLd: [serviceJsonLd(origin, service), faqJsonLd(service.faq)],
    }),
    service,
    recentWork: recentWorkPictures(recentWork.services[service.slug]),
  };
}

export const meta: Route.MetaFunction = ({ loaderData }) => loaderData?.meta ?? errorMeta("Page Not Found");

const featureIcons = ["shield", "star", "thumbs-up"] as const;

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const { service, recentWork: recentPhotos } = loaderData;
  return (
    <>
      <section
        aria-labelledby="service-title"
        className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-16 pt-24 md:pt-32"
      >
        <div className="mx-auto grid max-w-7xl items-center gap-12 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div>
            <p className="text-sm font-semibold uppercase tracking-wider text-brand-600">{service.label}</p>
            <h1 id="service-title" className="mt-2 text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
              {service.heroTitle}
            </h1>
            <p className="mt-6 text-lg leading-relaxed text-slate-700">{service.heroText}</p>
            <div className="mt-8 flex flex-col gap-3 sm:flex-row">
              <Link to={bookingPath(service.slug)} className={buttonClass({ variant: "accent", size: "lg" })}>
                Book {service.label}
              </Link>
              <a href={`tel:${company.phoneE164}`} className={buttonClass({ variant: "outline", size: "lg" })}>
                <PhoneIcon className="size-4" />
                Call {company.phone}
              </a>
            </div>
            <p className="mt-4 text-sm text-slate-600">
              {company.hours.label} · Price: {company.priceRange}
            </p>
          </div>
          <SitePicture
            picture={service.image}
            sizes="(min-width: 1024px) 50vw, 100vw"
            priority
            className="mx-auto max-w-lg rounded-3xl shadow-lg ring-1 ring-brand-100 lg:max-w-none"
          />
        </div>
      </section>

      <section aria-labelledby="why-title" className="py-16">
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <h2 id="why-title" className="text-center text-3xl font-bold tracking-tight text-slate-900" data-reveal="">
            Why Choose Us for {service.label}
          </h2>
          <ul className="mt-10 grid gap-6 md:grid-cols-3">
            {service.whyChoose.map((item, index) => (
              <FeatureCard key={item.title} feature={{ ...item, icon: featureIcons[index % featureIcons.length] ?? "shield" }} step={index} />
            ))}
          </ul>
        </div>
      </section>

      <section aria-labelledby="included-title" className="bg-slate-50 py-16">
        <div className="mx-auto grid max-w-7xl gap-10 px-4 sm:px-6 lg:grid-cols-2 lg:px-8">
          <div data-reveal="">
            <h2 id="included-title" className="text-3xl font-bold tracking-tight text-slate-900">
              What's Included
            </h2>
            <ul className="mt-6 space-y-3">
              {service.included.map((item) => (
                <li key={item} className="flex items-start gap-3 text-slate-800">
                  <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
                  {item}
                </li>
              ))}
            </ul>
          </div>
          <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-reveal="">
            <h2 className="text-2xl font-bold tracking-tight text-slate-900">Service Area</h2>
            <p className="mt-4 text-slate-700">{service.areaText}</p>
            {service.showLocations ? (
              <p className="mt-4 text-slate-700">
                <a
                  href="#locations-title"
                  className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                >
                  See the cities we serve
                </a>
              </p>
            ) : (
              <ul className="mt-6 grid grid-cols-2 gap-2">
                {activeAreas.map((city) => (
                    <li key={city.slug}>
                      <Link
                        to={`/locations/${city.slug}`}
                        className="inline-flex items-center gap-2 rounded-sm py-1 font-medium text-brand-700 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                      >
                        <MapPinIcon className="size-4" />
                        {city.name}
                      </Link>
                    </li>
                  ))}
              </ul>
            )}
          </div>
        </div>
      </section>

      {service.showLocations ? (
        <section aria-labelledby="locations-title" className="py-16">
          <div className="mx-auto max-w-5xl px-4 sm:px-6 lg:px-8">
            <h2
              id="locations-title"
              className="text-center text-3xl font-bold tracking-tight text-slate-900"
              data-reveal=""
            >
              {service.label} Near You
            </h2>
            <LocationsGrid className="mt-10" />
          </div>
        </section>
      ) : null}

      <RecentWork id="recent-work-title" title={`Recent ${service.label} Work`} pictures={recentPhotos} />

      <section aria-labelledby="faq-title" className={service.showLocations ? "bg-slate-50 py-16" : "py-16"}>
        <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
          <h2 id="faq-title" className="text-center text-3xl font-bold tracking-tight text-slate-900" data-reveal="">
            Frequently Asked Questions
          </h2>
          <div className="mt-10">
            <FaqList faq={service.faq} />
          </div>
        </div>
      </section>

      <CtaBanner title={service.cta.title} text={service.cta.text} buttonText={`Book ${service.label}`} to={bookingPath(service.slug)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
