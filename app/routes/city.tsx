import { CheckCircleIcon, ChevronRightIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { Link, data } from "react-router";
import type { Route } from "./+types/city";
import { CtaBanner } from "~/components/cta-banner";
import { FeatureCards } from "~/components/feature-card";
import { HeroActions } from "~/components/hero-actions";
import { TitledSection } from "~/components/page-section";
import { LearnMoreLink, ServiceCard } from "~/components/service-card";
import { RouteError } from "~/components/not-found-page";
import { SitePicture } from "~/components/site-picture";
import { Stars } from "~/components/stars";
import { publicReviews } from "~/reviews/public-reviews.server";
import { ReviewByline, ReviewReply } from "~/components/review-byline";
import { picture, recentWorkPictures } from "~/content/pictures";
import { recentWork } from "~/content/photos";
import { asWork, RecentWork, WorkFigure } from "~/components/recent-work";
import { pageWork } from "~/photos/public";
import { publicPhotos } from "~/photos/public-photos.server";
import { bookingPath, company } from "~/content/site";
import { publicBusiness } from "~/business/profile.server";
import { breadcrumbJsonLd, cityBreadcrumbs, pageMeta } from "~/utils/seo";
import { errorMeta } from "~/utils/seo-error";
import { siteUrl } from "~/utils/env.server";
import { buttonClass } from "~/components/button-styles";
import { staticPageHandle } from "~/components/static-page";
import { langFromPath, requestLang, translator } from "~/utils/i18n";
import { useLang, useLocalePath } from "~/components/i18n";
import { cityPageTextIn, findCity } from "~/content/localized/cities";
import { topServicesIn } from "~/content/localized/service-cards";
import { servicePageTextIn } from "~/content/localized/services";
import { companyWordsIn } from "~/content/localized/site";
import { trustIn } from "~/content/localized/trust";
import { useBusiness } from "~/components/business";

export const handle = staticPageHandle;

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const city = findCity(params.city, lang);
  if (!city) throw data(null, { status: 404 });
  const origin = siteUrl();
  const trust = trustIn(lang);
  // The owner's facts as this server keeps them (decision 087): claims only for what is set and in force.
  const { facts } = publicBusiness(lang);
  // This city's job photos, as this server last read them (decision 085): the newest in the hero's
  // panel, the others in "Recent work", each once; none until there are (the icon panel stays).
  const [heroWork = null, ...recentPhotos] = pageWork(publicPhotos(), lang, { citySlug: city.slug });
  return {
    meta: pageMeta({
      profile: publicBusiness(lang),
      siteUrl: origin,
      path: `/locations/${city.slug}`,
      lang,
      title: city.metaTitle,
      description: city.metaDescription,
      imageAlt: cityPageTextIn(lang).imageAlt(city.name),
      jsonLd: [breadcrumbJsonLd(origin, cityBreadcrumbs(city, lang))],
    }),
    city,
    // The newest published review from this city, as this server last read them (decision 057), or none.
    review: publicReviews().byCity[city.slug] ?? null,
    picture: picture(`city-${city.slug}`),
    heroWork,
    recentWork: [...recentPhotos, ...asWork(recentWorkPictures(recentWork.cities[city.slug]))],
    breadcrumbs: cityBreadcrumbs(city, lang),
    topServices: topServicesIn(lang),
    cityBenefits: trust.cityBenefits(facts),
    cityPoints: trust.heroPoints(facts).slice(1),
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.meta ?? errorMeta(translator(langFromPath(location.pathname), "common")("notFound.metaTitle"));

export default function CityPage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { city, review, picture: cityPicture, heroWork, recentWork: recentPhotos, breadcrumbs: crumbs, topServices, cityBenefits, cityPoints } =
    loaderData;
  const descriptions = [city.services.tvMounting, city.services.furnitureAssembly, city.services.homeCleaning];
  const lang = useLang();
  const words = cityPageTextIn(lang);
  const hours = companyWordsIn(lang).hours;
  const localePath = useLocalePath();
  const book = servicePageTextIn(lang).book;
  return (
    <>
      <section
        aria-labelledby="city-title"
        className="bg-gradient-to-b from-brand-50 via-brand-50/60 to-white pb-16 pt-24 md:pt-28"
      >
        <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
          <nav aria-label={words.breadcrumbLabel}>
            <ol className="flex flex-wrap items-center gap-1 text-sm text-slate-600">
              {crumbs.map((crumb, index) => (
                <li key={crumb.path} className="flex items-center gap-1">
                  {index > 0 ? <ChevronRightIcon className="size-4 text-slate-400" /> : null}
                  {index === crumbs.length - 1 ? (
                    <span aria-current="page" className="font-medium text-slate-900">
                      {crumb.name}
                    </span>
                  ) : (
                    <Link
                      to={crumb.path}
                      className="rounded-sm px-1 py-2 hover:text-brand-700 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
                    >
                      {crumb.name}
                    </Link>
                  )}
                </li>
              ))}
            </ol>
          </nav>
          <div className="mt-6 grid items-center gap-10 lg:grid-cols-[3fr_2fr]">
            <div>
              <h1 id="city-title" className="text-4xl font-extrabold tracking-tight text-slate-900 sm:text-5xl">
                {words.title(city.name)}
              </h1>
              <p className="mt-6 text-lg leading-relaxed text-slate-700">{city.intro}</p>
              <HeroActions
                primary={{ to: "/book", label: words.bookNow }}
                secondary={{ to: "/services", label: words.allServices }}
              />
              <p className="mt-6 text-sm text-slate-600">
                {words.neighborhoods(city.neighborhoods.join(", "), city.name)}
              </p>
            </div>
            <div className="rounded-2xl bg-white p-6 shadow-lg ring-1 ring-slate-200 sm:p-8">
              {heroWork ? (
                <WorkFigure item={heroWork} sizes="(min-width: 1024px) 28rem, 100vw" halfSizes="(min-width: 1024px) 14rem, 50vw" priority />
              ) : (
                <SitePicture picture={cityPicture} sizes="(min-width: 1024px) 28rem, 100vw" priority className="rounded-xl" />
              )}
              <p className="mt-6 flex items-center gap-3 font-semibold text-slate-900">
                <MapPinIcon className="size-6 text-brand-600" />
                {words.localTechnicians(city.name)}
              </p>
              <ul className="mt-5 space-y-3 text-slate-700">
                {cityPoints.map(
                  (point) => (
                    <li key={point} className="flex items-center gap-3">
                      <CheckCircleIcon className="size-5 shrink-0 text-brand-600" />
                      {point}
                    </li>
                  ),
                )}
              </ul>
              <a
                href={`tel:${business.contact.phoneE164}`}
                className={buttonClass({ variant: "default", size: "lg", className: "mt-6 w-full" })}
              >
                <PhoneIcon className="size-4" />
                {servicePageTextIn(lang).call(business.contact.phone)}
              </a>
              <p className="mt-3 text-center text-sm text-slate-600">{hours.label}</p>
            </div>
          </div>
        </div>
      </section>

      <TitledSection titleId="city-services-title" title={words.servicesTitle(city.name)} className="py-16" size="lg">
        <ul className="mt-10 grid gap-8 md:grid-cols-3">
          {topServices.map((service, index) => (
            <ServiceCard key={service.id} step={index} service={service.slug} image={service.image} title={words.serviceIn(service.title, city.name)} text={descriptions[index]}>
              <LearnMoreLink to={service.link} service={service.title} className="mt-4 self-start" />
              <Link to={localePath(bookingPath(service.slug))} className={buttonClass({ variant: "accent", className: "mt-4 self-start" })}>
                {book(service.title)}
              </Link>
            </ServiceCard>
          ))}
        </ul>
      </TitledSection>

      <TitledSection titleId="benefits-title" title={words.benefitsTitle(city.name)} className="bg-slate-50 py-16" size="lg">
        <FeatureCards features={cityBenefits} className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-4" centered />
      </TitledSection>

      <RecentWork id="recent-work-title" title={words.recentWork(city.name)} items={recentPhotos} />

      {review ? (
        <TitledSection titleId="review-title" title={words.reviewTitle(city.name)} className="py-16" width="3xl">
          <figure className="mt-8 rounded-2xl border border-slate-200 bg-white p-8 shadow-sm" data-reveal="">
            <Stars count={review.stars} />
            <blockquote className="mt-4 text-xl leading-relaxed text-slate-800">
              <p>“{review.text}”</p>
            </blockquote>
            <figcaption className="mt-6">
              <ReviewByline review={review} />
            </figcaption>
            <ReviewReply reply={review.reply} by={company.name} />
          </figure>
        </TitledSection>
      ) : null}

      <CtaBanner
        title={words.ctaTitle(city.name)}
        text={words.ctaText(company.contactPromiseHours)}
        buttonText={words.bookNow}
      />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
