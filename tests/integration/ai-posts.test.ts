import sharp from "sharp";
import { beforeEach, describe, expect, it } from "vitest";
import { getDb } from "~/db/client.server";
import { aiCalls, reviews } from "~/db/schema";
import type { PostDrafts } from "~/ai/posts";
import { storePhoto } from "~/photos/photos.server";
import * as postImage from "~/routes/admin/ai-post-image";
import * as aiTools from "~/routes/admin/ai-tools";
import { resetDb } from "../db";
import { openAiServerForFile, withTestModel, type ChatBody } from "../support/openai-server";
import { adminRequest, args, createAdmin, createLead, outcomeOf, sessionCookieFor } from "./admin-fixtures";

const server = openAiServerForFile();

let cookie: string;
let adminId: string;
beforeEach(async () => {
  await resetDb();
  const ops = await createAdmin({ email: "ops@example.com" });
  adminId = ops.id;
  cookie = await sessionCookieFor(ops.id);
});

const CUSTOMER = {
  name: "Guadalupe Ibarrondo",
  phone: "(323) 555-0188",
  email: "lupe.ibarrondo@example.net",
  streetAddress: "812 Calle Mirasol",
  zipCode: "91101",
  service: "tv-mounting",
  language: "es" as const,
  status: "Completed" as const,
  reference: "PC-POST42",
};
const SECRETS = ["Ibarrondo", "555-0188", "5550188", "lupe.ibarrondo", "812 Calle", "Mirasol"];

const jpeg = async () => new File([new Uint8Array(await sharp({ create: { width: 1600, height: 1200, channels: 3, background: { r: 90, g: 140, b: 200 } } }).jpeg().toBuffer())], "job.jpg", { type: "image/jpeg" });

async function finishedJob(options: { review?: string | null; status?: "Completed" | "Approved"; reference?: string } = {}) {
  const reference = options.reference ?? CUSTOMER.reference;
  const lead = await createLead({ ...CUSTOMER, reference, status: options.status ?? "Completed" });
  const stored = await storePhoto(
    await jpeg(),
    {
      purpose: "job",
      serviceSlug: "tv-mounting",
      citySlug: "pasadena",
      altEn: "A 65-inch TV mounted above a fireplace",
      altEs: "Un televisor de 65 pulgadas montado sobre una chimenea",
      consent: "customer-consented",
      consentNote: "By e-mail on 3 December",
      leadReference: reference,
    },
    adminId,
  );
  if (!stored.ok) throw new Error(stored.message);
  const text = options.review === undefined ? "Rápido y limpio, los cables quedaron escondidos. Muy recomendados." : options.review;
  if (text !== null) {
    await getDb().insert(reviews).values({ leadId: lead.id, stars: 5, text, firstName: "Guadalupe Ibarrondo", city: "Pasadena", jobDate: "2026-11-20", consentAt: new Date(), status: "published" });
  }
  return { lead, photoId: stored.id };
}

type Drafted = { posts: PostDrafts | null; postErrors: string[] };
const draft = async (leadId: string, who = cookie) =>
  outcomeOf(() => aiTools.action(args(adminRequest("/admin/ai-tools", { cookie: who, form: { intent: "draft-posts", leadId } }))));

function expectNoPersonalData(drafts: PostDrafts) {
  const all = JSON.stringify(drafts.texts);
  for (const secret of SECRETS) expect(all).not.toContain(secret);
}

describe("posts from finished jobs", () => {
  it("the tab lists completed requests with a consented photo, and drafts each network's post in English and Spanish from the templates", async () => {
    const { lead } = await finishedJob();
    await finishedJob({ status: "Approved", reference: "PC-OPEN42", review: null });
    const page = await outcomeOf(() => aiTools.loader(args(adminRequest("/admin/ai-tools", { cookie }))));
    expect((page.data as { jobs: { leadId: string; label: string }[] }).jobs).toEqual([{ leadId: lead.id, label: "PC-POST42 · TV Mounting · Pasadena · 1 photo" }]);

    const outcome = await draft(lead.id);
    expect(outcome.status).toBe(200);
    const { posts } = outcome.data as Drafted;
    expect(posts).toMatchObject({ source: "baseline", note: null, slug: "pasadena-tv-mounting" });
    expect(posts!.texts.google.en).toMatch(/^Another job finished: TV Mounting in Pasadena\./);
    expect(posts!.texts.google.es).toMatch(/^Otro trabajo terminado: Instalación de TV en pared en Pasadena\./);
    expect(posts!.texts.facebook.es).toContain("“Rápido y limpio, los cables quedaron escondidos. Muy recomendados.” – Guadalupe I. ★★★★★");
    expect(posts!.texts.instagram.en).toContain("A 65-inch TV mounted above a fireplace.");
    expectNoPersonalData(posts!);
    expect(server.bodies).toHaveLength(0);
  });

  it("a review that holds personal data is not quoted, and a request not completed gets no posts", async () => {
    const { lead } = await finishedJob({ review: "Call me at 323-555-0188 if you need a reference!" });
    const { posts } = (await draft(lead.id)).data as Drafted;
    expect(posts!.texts.facebook.en).not.toContain("“");
    expectNoPersonalData(posts!);

    const { lead: open } = await finishedJob({ status: "Approved", reference: "PC-OPEN42", review: null });
    const refused = await draft(open.id);
    expect(refused.status).toBe(400);
    expect((refused.data as Drafted).postErrors).toEqual(["Choose a finished job with a photo the customer agreed to show."]);
  });

  it("crops the photo to each network's size, for admins only", async () => {
    const { photoId } = await finishedJob();
    for (const [network, width, height] of [
      ["instagram", 1080, 1080],
      ["facebook", 1200, 630],
      ["google", 1200, 900],
    ] as const) {
      const response = (await postImage.loader(args(adminRequest(`/admin/ai-tools/post-image/x`, { cookie }), { name: `${photoId}-single-${network}.jpg` }))) as Response;
      expect(response.status).toBe(200);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("Content-Type")).toBe("image/jpeg");
      const meta = await sharp(Buffer.from(await response.arrayBuffer())).metadata();
      expect([meta.width, meta.height, meta.format]).toEqual([width, height, "jpeg"]);
    }
    const anonymous = await outcomeOf(() => postImage.loader(args(adminRequest("/admin/ai-tools/post-image/x"), { name: `${photoId}-single-instagram.jpg` })));
    expect(anonymous.status).toBe(401);
    const wrongRole = (await postImage.loader(args(adminRequest("/admin/ai-tools/post-image/x", { cookie }), { name: `${photoId}-before-instagram.jpg` }))) as Response;
    expect(wrongRole.status).toBe(404);
  });

  it("an anonymous post to the tab drafts nothing", async () => {
    const { lead } = await finishedJob();
    const outcome = await draft(lead.id, "");
    expect(outcome.status).toBe(401);
  });

  describe("through a model", () => {
    withTestModel(server);

    const answer = (text: (lang: string) => string) => ({
      google: { en: text("en"), es: text("es") },
      facebook: { en: text("en"), es: text("es") },
      instagram: { en: text("en"), es: text("es") },
    });

    it("writes the posts from facts with no personal data; the reviewer's byline is put in after", async () => {
      let asked: ChatBody | undefined;
      server.setAnswer((body) => {
        asked = body;
        return answer((lang) => (lang === "es" ? "TV instalada en Pasadena. “Rápido y limpio” – [REVIEWER]" : "A TV mounted in Pasadena. “Quick and tidy” – [REVIEWER]"));
      });
      const { lead } = await finishedJob();
      const { posts } = (await draft(lead.id)).data as Drafted;
      expect(posts).toMatchObject({ source: "model", note: null });
      expect(posts!.texts.google.en).toMatch(/^A TV mounted in Pasadena\. “Quick and tidy” – Guadalupe I\.\n\nBook online at .*\/book or call /);
      expect(posts!.texts.instagram.es).toContain("Reserve en el enlace de nuestro perfil");
      expect(asked?.response_format?.json_schema?.name).toBe("posts");
      expect(server.bodies.length).toBeGreaterThan(0);
      for (const body of server.bodies) {
        expect(body).toContain("Pasadena");
        for (const secret of [...SECRETS, "Guadalupe"]) expect(body).not.toContain(secret);
      }
      expect(await getDb().select({ purpose: aiCalls.purpose, outcome: aiCalls.outcome }).from(aiCalls)).toEqual([{ purpose: "post", outcome: "ok" }]);
    });

    it("a model that names the customer is not used: the templates answer, with a note", async () => {
      server.setAnswer(() => answer(() => "Thanks to Guadalupe Ibarrondo for letting us mount her TV in Pasadena!"));
      const { lead } = await finishedJob();
      const { posts } = (await draft(lead.id)).data as Drafted;
      expect(posts).toMatchObject({ source: "baseline" });
      expect(posts!.note).toContain("named the customer");
      expectNoPersonalData(posts!);
    });

    it.each([
      ["malformed", "did not fit the expected form"],
      ["429", "too many requests"],
      ["500", "could not answer"],
      ["slow", "took too long"],
    ] as const)("a %s answer leaves the templates' posts, with the note", async (mode, note) => {
      server.setMode(mode);
      const { lead } = await finishedJob();
      const { posts } = (await draft(lead.id)).data as Drafted;
      expect(posts?.source).toBe("baseline");
      expect(posts?.note).toContain(note);
      expect(posts!.texts.google.es).toContain("Pasadena");
    });
  });
});
