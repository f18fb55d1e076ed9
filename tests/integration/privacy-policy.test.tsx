import { renderToStaticMarkup } from "react-dom/server";
import { createRoutesStub, Outlet } from "react-router";
import { publicBusiness } from "~/business/profile.server";
import { afterEach, describe, expect, it, vi } from "vitest";
import * as privacy from "~/routes/privacy";

afterEach(() => vi.unstubAllEnvs());

/** The policy as the build pre-renders it, with the settings of the environment. */
function policyText(path = "/privacy"): string {
  const loaderData = privacy.loader({ request: new Request(`http://localhost${path}`) } as Parameters<typeof privacy.loader>[0]);
  const Page = privacy.default as unknown as (props: { loaderData: typeof loaderData }) => React.ReactElement;
  const Stub = createRoutesStub([{ id: "root", Component: Outlet, children: [{ path, Component: () => <Page loaderData={loaderData} /> }] }]);
  return renderToStaticMarkup(<Stub initialEntries={[path]} hydrationData={{ loaderData: { root: { business: publicBusiness("en") } } }} />).replace(/<[^>]+>/g, "");
}

describe("the privacy policy's facts from the settings", () => {
  it("names the e-mail and text providers only when they are set, and says the retention period", () => {
    vi.stubEnv("SMTP_URL", "");
    vi.stubEnv("TWILIO_ACCOUNT_SID", "");
    vi.stubEnv("RETENTION_MONTHS", "");
    const unset = policyText();
    expect(unset).toContain("go through the e-mail service that delivers them for us");
    expect(unset).not.toContain("Twilio");
    expect(unset).toContain("we keep it for 24 months (2 years)");

    vi.stubEnv("SMTP_URL", "smtps://apikey:not-shown@smtp.sendgrid.net:465");
    vi.stubEnv("TWILIO_ACCOUNT_SID", `AC${"1".repeat(32)}`);
    vi.stubEnv("TWILIO_AUTH_TOKEN", "t".repeat(32));
    vi.stubEnv("TWILIO_FROM", "+18185550142");
    vi.stubEnv("RETENTION_MONTHS", "18");
    const set = policyText();
    expect(set).toContain("our e-mail provider (smtp.sendgrid.net)");
    expect(set).toContain("go through Twilio");
    expect(set).not.toContain("not-shown");
    expect(set).toContain("we keep it for 18 months,");
  });

  it("names Stripe as the card payments' processor only when its keys are set, in English and Spanish", () => {
    vi.stubEnv("STRIPE_SECRET_KEY", "");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "");
    expect(policyText()).not.toContain("Stripe");
    expect(policyText("/es/privacy")).not.toContain("Stripe");
    vi.stubEnv("STRIPE_SECRET_KEY", "sk_test_12345678abc");
    vi.stubEnv("STRIPE_WEBHOOK_SECRET", "whsec_12345678abc");
    expect(policyText()).toContain("own payment page: Stripe receives your card details");
    expect(policyText("/es/privacy")).toContain("paga en la propia página de pago de Stripe: Stripe recibe los datos de su tarjeta");
    expect(policyText()).not.toContain("sk_test_");
  });

  it("names the AI tools' provider only when a model is set (decision 091)", () => {
    vi.stubEnv("AI_BASE_URL", "");
    vi.stubEnv("AI_MODEL", "");
    expect(policyText()).not.toContain("AI service");
    vi.stubEnv("AI_BASE_URL", "https://api.provider.example/v1");
    vi.stubEnv("AI_MODEL", "some-model");
    expect(policyText()).toContain("go to an AI service (api.provider.example) with your name, phone number, e-mail and street address taken out");
  });
});
