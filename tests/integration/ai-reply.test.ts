import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox } from "~/db/schema";
import * as leadPage from "~/routes/admin/lead";
import { resetEnvCache } from "~/utils/env.server";
import { resetDb } from "../db";
import { startOpenAiServer } from "../support/openai-server";
import { adminRequest, args, createAdmin, createLead, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

let server: Awaited<ReturnType<typeof startOpenAiServer>>;
beforeAll(async () => {
  server = await startOpenAiServer();
});
afterAll(() => server.close());

let cookie: string;
beforeEach(async () => {
  await resetDb();
  server.bodies.length = 0;
  server.setMode("answer");
  const ops = await createAdmin({ email: "ops@example.com" });
  cookie = await sessionCookieFor(ops.id);
});

const SPANISH = {
  name: "Guadalupe Ibarrondo",
  phone: "(323) 555-0188",
  email: "lupe.ibarrondo@example.net",
  streetAddress: "812 Calle Mirasol",
  zipCode: "91101",
  service: "tv-mounting",
  language: "es" as const,
  description: "Quiero montar una televisión de 65 pulgadas. Me llamo Guadalupe Ibarrondo, mi teléfono 323-555-0188.",
};

const post = (leadId: string, form: Record<string, string>) =>
  outcomeOf(() => leadPage.action(args(adminRequest(`/admin/leads/${leadId}`, { cookie, form }), { leadId })));

type Reply = { reply: { text: string; source: string | null; note: string | null; errors?: string[] } | null };

describe("reply drafts on a lead", () => {
  it("drafts a Spanish reply for a Spanish request from the built-in templates, and sends nothing", async () => {
    const lead = await createLead(SPANISH);
    const outcome = await post(lead.id, { intent: "draft-reply", leadId: lead.id, situation: "details" });
    expect(outcome.status).toBe(200);
    const { reply } = outcome.data as Reply;
    expect(reply?.source).toBe("baseline");
    expect(reply?.text).toMatch(/^Hola Guadalupe:/);
    expect(reply?.text).toContain("¿De qué tamaño es la televisión");
    expect(reply?.text).toContain("Instalación de TV en pared");
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("Send queues the text staff wrote to the customer's e-mail, counted as a customer's message, once", async () => {
    const lead = await createLead(SPANISH);
    const body = "Hola Guadalupe:\n\nLe llamamos mañana. Saludos.";
    const sent = await post(lead.id, { intent: "send-reply", leadId: lead.id, body });
    expect(sent.status).toBe(302);
    expect((await toastOf(sent))?.title).toBe("Reply sent");
    const again = await post(lead.id, { intent: "send-reply", leadId: lead.id, body });
    expect((await toastOf(again))?.title).toBe("Reply already sent");
    const queued = await getDb().select().from(mailOutbox);
    expect(queued).toMatchObject([{ kind: "staff-reply", to: SPANISH.email, text: body, status: "pending" }]);
  });

  it("an empty message is refused with its field's message and nothing is queued", async () => {
    const lead = await createLead(SPANISH);
    const outcome = await post(lead.id, { intent: "send-reply", leadId: lead.id, body: "   " });
    expect(outcome.status).toBe(400);
    expect((outcome.data as Reply).reply?.errors).toEqual(["Write the message first."]);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  describe("through a model", () => {
    beforeEach(() => {
      vi.stubEnv("AI_BASE_URL", server.base);
      vi.stubEnv("AI_MODEL", "test-model");
      vi.stubEnv("AI_TIMEOUT_MS", "800");
      resetEnvCache();
    });
    afterEach(() => {
      vi.unstubAllEnvs();
      resetEnvCache();
    });

    it("the model sees placeholders only, and staff see the name put back", async () => {
      server.setAnswer(() => ({ text: "Hola [NAME]:\n\n¿De qué tamaño es su televisión? Saludos, Pacific Crest Handyman" }));
      const lead = await createLead(SPANISH);
      const outcome = await post(lead.id, { intent: "draft-reply", leadId: lead.id, situation: "details" });
      const { reply } = outcome.data as Reply;
      expect(reply).toMatchObject({ source: "model", note: null });
      expect(reply?.text).toMatch(/^Hola Guadalupe:/);
      for (const body of server.bodies) {
        for (const secret of ["Guadalupe", "Ibarrondo", "555-0188", "lupe.ibarrondo", "812", "Mirasol"]) expect(body).not.toContain(secret);
      }
    });

    it("a failing provider leaves the baseline's draft, with the note", async () => {
      server.setMode("500");
      const lead = await createLead(SPANISH);
      const { reply } = (await post(lead.id, { intent: "draft-reply", leadId: lead.id, situation: "delay" })).data as Reply;
      expect(reply?.source).toBe("baseline");
      expect(reply?.text).toContain("Le pedimos una disculpa por la demora");
      expect(reply?.note).toContain("could not answer");
    });
  });
});
