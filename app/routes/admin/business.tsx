import { parseWithZod } from "@conform-to/zod/v4";
import { data, useNavigation } from "react-router";
import type { Route } from "./+types/business";
import { requireSuperAdmin } from "~/auth/guards.server";
import { adminMeta } from "~/components/admin/meta";
import { TabError } from "~/components/admin/tab-error";
import { TabHeader } from "~/components/admin/tab-header";
import { BusinessHistory, BusinessSection, Checkbox, Choice, PortraitForms, SectionFields, TextArea, type SectionState } from "~/components/admin/business-forms";
import { TextField } from "~/components/form-field";
import { serviceLabel, serviceAreas } from "~/content/site";
import { readForm } from "~/forms/read-form.server";
import { pricedServices } from "~/business/profile";
import { SOCIAL_LABELS, SOCIAL_NETWORKS } from "~/content/business-view";
import {
  areaStateField,
  areaZipsField,
  BUSINESS_FORMS,
  businessPageSchema,
  priceAmountField,
  priceKindField,
  portraitSchema,
  priceMinimumField,
  SECTION_LABELS,
  type SectionValue,
  socialField,
  TEAM_ROWS,
  teamPrefix,
} from "~/business/profile-schema";
import { WEEKDAYS } from "~/utils/dates";
import { business, businessHistory, saveBusinessSection } from "~/business/profile.server";
import { logger } from "~/utils/logger.server";
import { redirectWithToast } from "~/utils/toast.server";
import { centsInput } from "~/utils/money";
import { FORM_MESSAGES } from "~/forms/fields";
import { FormRefusedError, readFormData } from "~/forms/form-data.server";
import { roomForBody } from "~/forms/large-bodies.server";
import { PHOTO_FORM_MESSAGES, PHOTO_UPLOAD_MAX_BYTES } from "~/photos/photo-schema";
import { replacePortrait } from "~/flows/portrait.server";

export const meta: Route.MetaFunction = ({ matches }) => adminMeta(matches, "Business");

const PAGE = "/admin/business";

/** Super Admins only (the owner's facts), checked here and in the action. */
export async function loader({ request }: Route.LoaderArgs) {
  await requireSuperAdmin(request);
  const history = await businessHistory();
  return { profile: business(), history: history.map((change) => ({ ...change, label: SECTION_LABELS[change.section] ?? change.section })) };
}

export async function action({ request }: Route.ActionArgs) {
  const admin = await requireSuperAdmin(request);
  if (request.headers.get("content-type")?.startsWith("multipart/form-data")) return portraitAction(request, admin);
  const read = await readForm(request, BUSINESS_FORMS);
  if (!read.ok) return read.response;
  const submission = parseWithZod(read.form, { schema: businessPageSchema });
  if (submission.status !== "success") return data({ result: submission.reply() }, { status: 400 });
  try {
    const value = submission.value as SectionValue;
    await saveBusinessSection(value, admin.email);
    return redirectWithToast(`${PAGE}#${value.intent}`, { type: "success", title: `Saved: ${SECTION_LABELS[value.intent]}. The site shows it now.` });
  } catch (error) {
    logger.error({ err: error, intent: submission.value.intent }, "saving the business profile failed");
    return redirectWithToast(PAGE, { type: "error", title: "An unexpected error occurred. Please try again." });
  }
}

/** A portrait for the owner or a team member: a photo read within the upload's budget, stored by the portrait flow. */
async function portraitAction(request: Request, admin: { id: string; email: string }) {
  const room = roomForBody(request, PHOTO_UPLOAD_MAX_BYTES);
  if (!room) return data({ portrait: FORM_MESSAGES.busy }, { status: 503, headers: { "Retry-After": "60" } });
  try {
    let form: FormData;
    try {
      form = await readFormData(request, [portraitSchema], { maxBytes: PHOTO_UPLOAD_MAX_BYTES });
    } catch (error) {
      if (!(error instanceof FormRefusedError)) throw error;
      return data({ portrait: error.status === 413 ? PHOTO_FORM_MESSAGES.tooLarge : FORM_MESSAGES.notAForm }, { status: error.status });
    }
    const submission = parseWithZod(form, { schema: portraitSchema });
    if (submission.status !== "success") return data({ portrait: "Please choose a photo." }, { status: 400 });
    const { who, photo } = submission.value;
    const outcome = await replacePortrait(photo, who === "owner" ? "owner" : Number(who), admin);
    if (!outcome.ok) return data({ portrait: outcome.message }, { status: 400 });
    return redirectWithToast(`${PAGE}#people`, { type: "success", title: "Photo saved. The About page shows it now." });
  } finally {
    room.release();
  }
}

export default function Business({ loaderData, actionData }: Route.ComponentProps) {
  const { profile, history } = loaderData;
  const result = actionData && "result" in actionData ? actionData.result : undefined;
  const portraitRefusal = actionData && "portrait" in actionData ? actionData.portrait : undefined;
  const navigation = useNavigation();
  const saving = navigation.state === "submitting" ? String(navigation.formData?.get("intent") ?? "") : "";
  // The submitted values and messages of the section that was refused; the others show the profile.
  const state = (intent: string): SectionState => {
    const refused = result && (result.initialValue as Record<string, unknown> | undefined)?.intent === intent;
    return {
      values: refused ? (result.initialValue as Record<string, string | string[] | undefined>) : undefined,
      errors: refused ? (result.error as Record<string, string[] | null> | undefined) : undefined,
      saving: saving === intent,
    };
  };
  const person = (prefix: string, who: (typeof profile)["owner"]) => ({
    [`${prefix}Name`]: who?.name ?? "",
    [`${prefix}RoleEn`]: who?.role.en ?? "",
    [`${prefix}RoleEs`]: who?.role.es ?? "",
    [`${prefix}BioEn`]: who?.bio.en ?? "",
    [`${prefix}BioEs`]: who?.bio.es ?? "",
  });
  return (
    <div className="space-y-8">
      <TabHeader
        id="business-title"
        title="Business"
        description="The facts homeowners check before they let you in: shown on the site as soon as you save, in English and Spanish. A claim is shown only when its fact is set."
      />

      <BusinessSection intent="credentials" title="Licence, insurance and years" state={state("credentials")}>
        <SectionFields
          state={state("credentials")}
          current={{
            legalName: profile.legalName ?? "",
            licenseNumber: profile.license?.number ?? "",
            licenseClass: profile.license?.classification ?? "",
            insuranceKindEn: profile.insurance?.kind.en ?? "",
            insuranceKindEs: profile.insurance?.kind.es ?? "",
            insuranceCarrier: profile.insurance?.carrier ?? "",
            insuranceExpires: profile.insurance?.expires ?? "",
            bonded: profile.bonded ? "on" : "",
            foundedYear: profile.foundedYear ? String(profile.foundedYear) : "",
          }}
        >
          {(field) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field("legalName")} label="Legal business name" hint="The name on your licence and insurance documents." className="sm:col-span-2" />
              <TextField {...field("licenseNumber")} label="CSLB licence number" inputMode="numeric" hint="Pages link to the CSLB's public look-up of this number." />
              <TextField {...field("licenseClass")} label="Licence classification" placeholder="B – General Building" />
              <TextField {...field("insuranceKindEn")} label="Insurance (English)" placeholder="General liability" />
              <TextField {...field("insuranceKindEs")} label="Insurance (Spanish)" placeholder="Responsabilidad civil general" />
              <TextField {...field("insuranceCarrier")} label="Insurance carrier" />
              <TextField {...field("insuranceExpires")} type="date" label="Policy expires" hint="After this date the site stops saying you are insured." />
              <TextField {...field("foundedYear")} label="Year the business started" inputMode="numeric" />
              <Checkbox {...field("bonded")} label="We carry a contractor's bond" />
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <BusinessSection intent="people" title="Owner and team" state={state("people")} description="Shown on About. Leave a team row empty to show no one there.">
        <SectionFields
          state={state("people")}
          current={{
            ...person("owner", profile.owner),
            ...Object.assign({}, ...Array.from({ length: TEAM_ROWS }, (_, row) => person(teamPrefix(row), profile.team[row] ?? null))),
          }}
        >
          {(field) => (
            <div className="space-y-6">
              {["owner", ...Array.from({ length: TEAM_ROWS }, (_, row) => teamPrefix(row))].map((prefix, index) => (
                <fieldset key={prefix} className="grid gap-4 rounded-lg border border-slate-200 p-4 sm:grid-cols-2">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{index === 0 ? "Owner" : `Team member ${index}`}</legend>
                  <TextField {...field(`${prefix}Name`)} label="Name" className="sm:col-span-2" />
                  <TextField {...field(`${prefix}RoleEn`)} label="Role (English)" placeholder={index === 0 ? "Owner" : "Lead technician"} />
                  <TextField {...field(`${prefix}RoleEs`)} label="Role (Spanish)" placeholder={index === 0 ? "Dueño" : "Técnico principal"} />
                  <TextField {...field(`${prefix}BioEn`)} label="Short bio (English)" className="sm:col-span-2" />
                  <TextField {...field(`${prefix}BioEs`)} label="Short bio (Spanish)" className="sm:col-span-2" />
                </fieldset>
              ))}
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <PortraitForms people={[profile.owner, ...profile.team]} refusal={portraitRefusal} />

      <BusinessSection intent="promises" title="Guarantee and promises" state={state("promises")}>
        <SectionFields
          state={state("promises")}
          current={{
            guarantee: profile.guarantee ? "on" : "",
            guaranteeTitleEn: profile.guarantee?.title.en ?? "",
            guaranteeTitleEs: profile.guarantee?.title.es ?? "",
            guaranteeTermsEn: profile.guarantee?.terms.en.join("\n") ?? "",
            guaranteeTermsEs: profile.guarantee?.terms.es.join("\n") ?? "",
            sameDayVisits: profile.sameDayVisits ? "on" : "",
            publishedPrices: profile.publishedPrices ? "on" : "",
          }}
        >
          {(field) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <Checkbox {...field("guarantee")} label="We offer a satisfaction guarantee" className="sm:col-span-2" />
              <TextField {...field("guaranteeTitleEn")} label="Guarantee title (English)" />
              <TextField {...field("guaranteeTitleEs")} label="Guarantee title (Spanish)" />
              <TextArea {...field("guaranteeTermsEn")} label="Terms (English), one per line" />
              <TextArea {...field("guaranteeTermsEs")} label="Terms (Spanish), one per line" />
              <Checkbox {...field("sameDayVisits")} label="We offer same-day visits" />
              <Checkbox {...field("publishedPrices")} label="Publish prices on the site" />
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <BusinessSection intent="contact" title="Contact, hours and address" state={state("contact")}>
        <SectionFields
          state={state("contact")}
          current={{
            phone: profile.contact.phone,
            email: profile.contact.email,
            hoursDaysEn: profile.contact.hours.days.en,
            hoursDaysEs: profile.contact.hours.days.es,
            hoursLabelEn: profile.contact.hours.label.en,
            hoursLabelEs: profile.contact.hours.label.es,
            ...Object.fromEntries(WEEKDAYS.map((day) => [day.name, profile.contact.hours.weekdays.includes(day.iso) ? "on" : ""])),
            opens: profile.contact.hours.opens,
            closes: profile.contact.hours.closes,
            addressKind: profile.address ? "storefront" : "service-area",
            street: profile.address?.street ?? "",
            city: profile.address?.city ?? "",
            zip: profile.address?.zip ?? "",
            ...Object.fromEntries(SOCIAL_NETWORKS.map((network) => [socialField(network), profile.social.find((entry) => entry.network === network)?.url ?? ""])),
          }}
        >
          {(field) => (
            <div className="grid gap-4 sm:grid-cols-2">
              <TextField {...field("phone")} type="tel" label="Phone" required />
              <TextField {...field("email")} type="email" label="E-mail" required />
              <TextField {...field("hoursDaysEn")} label="Days open (English)" placeholder="Monday to Saturday" required />
              <TextField {...field("hoursDaysEs")} label="Days open (Spanish)" placeholder="de lunes a sábado" required />
              <TextField {...field("hoursLabelEn")} label="Hours as shown (English)" placeholder="Mon–Sat, 8:00 AM – 6:00 PM" required />
              <TextField {...field("hoursLabelEs")} label="Hours as shown (Spanish)" placeholder="Lun–sáb, 8:00 a.m. – 6:00 p.m." required />
              <fieldset className="sm:col-span-2">
                <legend className="text-sm font-medium text-slate-800">Days for search engines</legend>
                <div className="mt-2 flex flex-wrap gap-4">
                  {WEEKDAYS.map((day) => (
                    <Checkbox key={day.name} {...field(day.name)} label={day.label.slice(0, 3)} />
                  ))}
                </div>
              </fieldset>
              <TextField {...field("opens")} type="time" label="Opens" required />
              <TextField {...field("closes")} type="time" label="Closes" required />
              <Choice
                {...field("addressKind")}
                label="Address"
                className="sm:col-span-2"
                options={[
                  { value: "service-area", label: "Service-area business: no street shown" },
                  { value: "storefront", label: "Customers may visit this address" },
                ]}
              />
              <TextField {...field("street")} label="Street" autoComplete="street-address" className="sm:col-span-2" />
              <TextField {...field("city")} label="City" />
              <TextField {...field("zip")} label="ZIP code" inputMode="numeric" />
              {SOCIAL_NETWORKS.map((network) => (
                <TextField key={network} {...field(socialField(network))} type="url" label={SOCIAL_LABELS[network]} placeholder="https://" />
              ))}
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <BusinessSection
        intent="areas"
        title="Service areas"
        state={state("areas")}
        description="Each city active or coming soon, with its ZIP codes. A booking from a ZIP code outside the active areas is told so before it is sent."
      >
        <SectionFields
          state={state("areas")}
          current={Object.fromEntries(profile.areas.flatMap((area) => [[areaStateField(area.slug), area.active ? "active" : "soon"], [areaZipsField(area.slug), area.zips]]))}
        >
          {(field) => (
            <div className="grid gap-4 sm:grid-cols-2">
              {serviceAreas.map((area) => (
                <fieldset key={area.slug} className="grid gap-3 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{area.name}</legend>
                  <Choice
                    {...field(areaStateField(area.slug))}
                    label="State"
                    options={[
                      { value: "active", label: "Active" },
                      { value: "soon", label: "Coming soon" },
                    ]}
                  />
                  <TextField {...field(areaZipsField(area.slug))} label="ZIP codes" placeholder="91101-91107, 91109" />
                </fieldset>
              ))}
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <BusinessSection intent="prices" title="Prices" state={state("prices")} description="Shown on the service page, its card and the booking page while “Publish prices on the site” is on.">
        <SectionFields
          state={state("prices")}
          current={Object.fromEntries(
            pricedServices.flatMap((slug) => {
              const price = profile.prices[slug];
              return [
                [priceKindField(slug), price?.kind ?? "none"],
                [priceAmountField(slug), price ? centsInput(price.cents) : ""],
                [priceMinimumField(slug), price?.kind === "hourly" ? String(price.minimumHours) : ""],
              ];
            }),
          )}
        >
          {(field) => (
            <div className="grid gap-4 sm:grid-cols-2 lg:grid-cols-3">
              {pricedServices.map((slug) => (
                <fieldset key={slug} className="grid gap-3 rounded-lg border border-slate-200 p-4">
                  <legend className="px-1 text-sm font-semibold text-slate-900">{serviceLabel(slug)}</legend>
                  <Choice
                    {...field(priceKindField(slug))}
                    label="Price shown"
                    options={[
                      { value: "none", label: "None" },
                      { value: "from", label: "Starting price" },
                      { value: "hourly", label: "Hourly rate" },
                    ]}
                  />
                  <TextField {...field(priceAmountField(slug))} label="Amount ($)" inputMode="decimal" />
                  <TextField {...field(priceMinimumField(slug))} label="Minimum hours (hourly)" inputMode="numeric" />
                </fieldset>
              ))}
            </div>
          )}
        </SectionFields>
      </BusinessSection>

      <BusinessHistory history={history} />
    </div>
  );
}

export function ErrorBoundary({ error }: Route.ErrorBoundaryProps) {
  return <TabError error={error} denied="Only Super Admins can change the business profile." unexpected="An unexpected error occurred while loading the business profile." />;
}
