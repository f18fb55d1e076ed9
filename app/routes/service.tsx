import { CheckCircleIcon, MapPinIcon, PhoneIcon } from "~/components/icons";
import { Link, data } from "react-router";
import type { Route } from "./+types/service";
import { CtaBanner } from "~/components/cta-banner";
import { FaqList } from "~/components/faq-list";
import { FeatureCards } from "~/components/feature-card";
import { HeroActions } from "~/components/hero-actions";
import { PageHero } from "~/components/page-hero";
import { SplitSection, TitledSection } from "~/components/page-section";
import { LocationsGrid } from "~/components/locations-grid";
import { RouteError } from "~/components/not-found-page";
import { recentWorkPictures } from "~/content/pictures";
import { recentWork } from "~/content/photos";
import { asWork, RecentWork, WorkFigure } from "~/components/recent-work";
import { pageWork } from "~/photos/public";
import { publicPhotos } from "~/photos/public-photos.server";
import { activeAreas, bookingPath } from "~/content/site";
import { faqJsonLd, pageMeta, serviceJsonLd } from "~/utils/seo";
import { errorMeta } from "~/utils/seo-error";
import { siteUrl } from "~/utils/env.server";
import { staticPageHandle } from "~/components/static-page";
import { langFromPath, requestLang, translator } from "~/utils/i18n";
import { useLang, useLocalePath } from "~/components/i18n";
import { findService, servicePageTextIn } from "~/content/localized/services";
import { companyWordsIn } from "~/content/localized/site";
import { useBusiness } from "~/components/business";
import { publicBusiness } from "~/business/profile.server";
import { priceText } from "~/content/prices";
import { capitalized } from "~/utils/text";

export const handle = staticPageHandle;

export function loader({ params, request }: Route.LoaderArgs) {
  const lang = requestLang(request);
  const service = findService(params.slug, lang);
  if (!service) throw data(null, { status: 404 });
  const origin = siteUrl();
  // This service's job photos (decision 085): the newest in the hero, the others in "Recent work", each once.
  const [heroWork = null, ...recentPhotos] = pageWork(publicPhotos(), lang, { serviceSlug: service.slug });
  return {
    meta: pageMeta({
      profile: publicBusiness(lang),
      siteUrl: origin,
      path: `/services/${service.slug}`,
      lang,
      title: service.metaTitle,
      description: service.metaDescription,
      jsonLd: [serviceJsonLd(origin, service, lang, publicBusiness(lang)), faqJsonLd(service.faq, lang)],
    }),
    service,
    heroWork,
    recentWork: [...recentPhotos, ...asWork(recentWorkPictures(recentWork.services[service.slug]))],
  };
}

export const meta: Route.MetaFunction = ({ loaderData, location }) =>
  loaderData?.meta ?? errorMeta(translator(langFromPath(location.pathname), "common")("notFound.metaTitle"));

const featureIcons = ["shield", "star", "thumbs-up"] as const;

function CallLabel({ text }: { text: string }) {
  return (
    <>
      <PhoneIcon className="size-4" />
      {text}
    </>
  );
}

export default function ServicePage({ loaderData }: Route.ComponentProps) {
  const business = useBusiness();
  const { service, heroWork, recentWork: recentPhotos } = loaderData;
  const lang = useLang();
  const words = servicePageTextIn(lang);
  const localePath = useLocalePath();
  // The owner's published price for this service (issue 42 §3), when there is one.
  const price = business.prices[service.slug];
  const area = (
    <div className="rounded-2xl bg-white p-8 shadow-sm ring-1 ring-slate-200" data-reveal="">
      <h2 className="text-2xl font-bold tracking-tight text-slate-900">{words.areaTitle}</h2>
      <p className="mt-4 text-slate-700">{service.areaText}</p>
      {service.showLocations ? (
        <p className="mt-4 text-slate-700">
          <a
            href="#locations-title"
            className="font-semibold text-brand-700 underline underline-offset-4 hover:text-brand-600 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500"
          >
            {words.seeCities}
          </a>
        </p>
      ) : (
        <ul className="mt-6 grid grid-cols-2 gap-2">
          {activeAreas.map((city) => (
              <li key={city.slug}>
                <Link
                  to={localePath(`/locations/${city.slug}`)}
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
  );
  return (
    <>
      <PageHero
        titleId="service-title"
        eyebrow={service.label}
        title={service.heroTitle}
        text={service.heroText}
        image={service.image}
        media={
          heroWork ? (
            <WorkFigure
              item={heroWork}
              sizes="(min-width: 1024px) 50vw, 100vw"
              halfSizes="(min-width: 1024px) 25vw, 50vw"
              priority
              className="mx-auto w-full max-w-lg lg:max-w-none"
            />
          ) : undefined
        }
        wide
      >
        <HeroActions
          primary={{ to: bookingPath(service.slug), label: words.book(service.label) }}
          secondary={{ href: `tel:${business.contact.phoneE164}`, label: <CallLabel text={words.call(business.contact.phone)} /> }}
        />
        <p className="mt-4 text-sm text-slate-600">
          {business.contact.hours.label} · {price ? <strong className="font-semibold text-brand-700">{capitalized(priceText(price, lang))}</strong> : words.price(companyWordsIn(lang).priceRange)}
        </p>
      </PageHero>

      <TitledSection titleId="why-title" title={words.whyTitle(service.label)} className="py-16">
        <FeatureCards
          features={service.whyChoose.map((item, index) => ({ ...item, icon: featureIcons[index % featureIcons.length] ?? "shield" }))}
          className="mt-10 grid gap-6 md:grid-cols-3"
        />
      </TitledSection>

      <SplitSection titleId="included-title" title={words.includedTitle} className="bg-slate-50 py-16" gap="gap-10" aside={area}>
        <ul className="mt-6 space-y-3">
          {service.included.map((item) => (
            <li key={item} className="flex items-start gap-3 text-slate-800">
              <CheckCircleIcon className="mt-0.5 size-5 shrink-0 text-brand-600" />
              {item}
            </li>
          ))}
        </ul>
      </SplitSection>

      {service.showLocations ? (
        <TitledSection titleId="locations-title" title={words.nearYou(service.label)} className="py-16" width="5xl">
          <LocationsGrid className="mt-10" />
        </TitledSection>
      ) : null}

      <RecentWork id="recent-work-title" title={words.recentWork(service.label)} items={recentPhotos} />

      <TitledSection
        titleId="faq-title"
        title={words.faqTitle}
        className={service.showLocations ? "bg-slate-50 py-16" : "py-16"}
        width="3xl"
      >
        <div className="mt-10">
          <FaqList faq={service.faq} />
        </div>
      </TitledSection>

      <CtaBanner title={service.cta.title} text={service.cta.text} buttonText={words.book(service.label)} to={bookingPath(service.slug)} />
    </>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <RouteError error={error} />;
}
