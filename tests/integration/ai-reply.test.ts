import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { mailOutbox, textMessages } from "~/db/schema";
import * as thread from "~/routes/admin/inbox-thread";
import * as leadPage from "~/routes/admin/lead";
import { resetDb } from "../db";
import { openAiServerForFile, withTestModel } from "../support/openai-server";
import { adminRequest, args, createAdmin, createLead, outcomeOf, sessionCookieFor, toastOf } from "./admin-fixtures";

const server = openAiServerForFile();

let cookie: string;
beforeEach(async () => {
  await resetDb();
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
    withTestModel(server);

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

describe("reply drafts in the Inbox", () => {
  let sid = 0;
  const received = (phoneDigits: string, body: string) =>
    getDb().insert(textMessages).values({ direction: "in", phoneDigits, body, providerSid: `SM${(++sid).toString(16).padStart(32, "0")}`, status: "received" });
  const draftIn = (digits: string) => outcomeOf(() => thread.action(args(adminRequest(`/admin/inbox/${digits}`, { cookie, form: { intent: "draft-reply" } }), { phone: digits })));
  type Drafted = { errors: string[]; body: string; drafted?: { source: string; note: string | null } };

  it("answers the customer's last text in the request's language from its facts, and sends nothing", async () => {
    await createLead({ ...SPANISH, reference: "PC-TEXT42" });
    await received("3235550188", "¿Cuándo vienen?");
    const outcome = await draftIn("3235550188");
    expect(outcome.status).toBe(200);
    const draft = outcome.data as Drafted;
    expect(draft.drafted).toEqual({ source: "baseline", note: null });
    expect(draft.body).toBe(
      "Hola Guadalupe, gracias por su mensaje. Tenemos su solicitud de Instalación de TV en pared (PC-TEXT42) y le llamaremos pronto para acordar la visita.\nPacific Crest Handyman, (818) 555-0142",
    );
    expect(await getDb().select().from(textMessages)).toHaveLength(1);
    expect(await getDb().select().from(mailOutbox)).toHaveLength(0);
  });

  it("a number with no request gets a draft asking what the job is, in the text's language", async () => {
    await received("2135550123", "Hi, do you install ceiling fans?");
    expect(((await draftIn("2135550123")).data as Drafted).body).toMatch(/^Hi, thanks for your text\. What can we help you with\?/);
  });

  it("an anonymous request drafts nothing", async () => {
    await received("2135550123", "Hi");
    const outcome = await outcomeOf(() => thread.action(args(adminRequest("/admin/inbox/2135550123", { form: { intent: "draft-reply" } }), { phone: "2135550123" })));
    expect(outcome.status).toBe(401);
  });

  describe("through a model", () => {
    withTestModel(server);

    it("the model sees the text and the facts with placeholders only; staff see the name put back", async () => {
      server.setAnswer(() => ({ text: "Hola [NAME], la oficina revisa la fecha y le llama hoy. Pacific Crest Handyman" }));
      await createLead(SPANISH);
      await received("3235550188", "Soy Guadalupe Ibarrondo, vivo en 812 Calle Mirasol. ¿Cuándo vienen? Mi correo es lupe.ibarrondo@example.net");
      const draft = (await draftIn("3235550188")).data as Drafted;
      expect(draft).toMatchObject({ drafted: { source: "model", note: null } });
      expect(draft.body).toMatch(/^Hola Guadalupe, la oficina/);
      expect(server.bodies.length).toBeGreaterThan(0);
      for (const body of server.bodies) {
        expect(body).toContain("¿Cuándo vienen?");
        for (const secret of ["Guadalupe", "Ibarrondo", "555-0188", "lupe.ibarrondo", "812", "Mirasol"]) expect(body).not.toContain(secret);
      }
    });

    it("a provider refusing the call leaves the baseline's draft, with the note", async () => {
      server.setMode("429");
      await createLead(SPANISH);
      await received("3235550188", "¿Cuándo vienen?");
      const draft = (await draftIn("3235550188")).data as Drafted;
      expect(draft.drafted?.source).toBe("baseline");
      expect(draft.drafted?.note).toContain("too many requests");
      expect(draft.body).toMatch(/^Hola Guadalupe, gracias por su mensaje\./);
    });
  });
});
