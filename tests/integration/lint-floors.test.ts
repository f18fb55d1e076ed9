import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on source text placed at a path of app/ or server/: the
// floors rule (eslint/floors.js, decisions 050 and 082) must refuse each import that runs back up a
// floor, and every file of a folder it puts on no floor.
const eslint = new ESLint({ cwd: process.cwd() });

async function floorMessages(filePath: string, code: string): Promise<string[]> {
  const [result] = await eslint.lintText(code, { filePath });
  return (result?.messages ?? []).filter((m) => m.ruleId === "floors/floors").map((m) => m.message);
}

describe("lint holds the floors", () => {
  it("refuses a component that imports the database", async () => {
    const messages = await floorMessages(
      "app/components/lead-count.tsx",
      'import { getDb } from "~/db/client.server";\nexport const db = getDb;\n',
    );
    expect(messages).toEqual([expect.stringContaining("a component imports neither the database nor a .server module")]);
  });

  it("refuses a component that imports the schema or a domain's .server module, by a relative path too", async () => {
    expect(await floorMessages("app/components/status/x.tsx", 'import { leads } from "../../db/schema";\nexport { leads };\n')).toHaveLength(1);
    expect(await floorMessages("app/components/x.tsx", 'import { createLead } from "~/leads/leads.server";\nexport { createLead };\n')).toHaveLength(1);
  });

  it("refuses a domain module that imports a route or a component", async () => {
    expect(await floorMessages("app/leads/x.ts", 'import { loader } from "~/routes/status";\nexport { loader };\n')).toHaveLength(1);
    expect(await floorMessages("app/leads/x.ts", 'import { Stars } from "~/components/stars";\nexport { Stars };\n')).toHaveLength(1);
  });

  it("refuses utils, content and the database importing a domain, and leads importing analytics", async () => {
    expect(await floorMessages("app/utils/x.ts", 'import { LEAD_STATUSES } from "~/leads/statuses";\nexport { LEAD_STATUSES };\n')).toHaveLength(1);
    expect(await floorMessages("app/content/x.ts", 'import { isUuid } from "~/utils/uuid";\nexport { isUuid };\n')).toHaveLength(1);
    expect(await floorMessages("app/db/x.ts", 'import { LEAD_STATUSES } from "../leads/statuses";\nexport { LEAD_STATUSES };\n')).toHaveLength(1);
    expect(await floorMessages("app/leads/x.ts", 'import { report } from "~/analytics/report";\nexport { report };\n')).toHaveLength(1);
  });

  it("lets imports run down, and lets a type-only import name the root loader", async () => {
    expect(await floorMessages("app/components/x.tsx", 'import type { loader } from "~/root";\nimport { cn } from "~/utils/cn";\nexport type L = typeof loader;\nexport { cn };\n')).toEqual([]);
    expect(await floorMessages("app/analytics/x.ts", 'import { LEAD_SOURCES } from "~/leads/sources";\nexport { LEAD_SOURCES };\n')).toEqual([]);
    expect(await floorMessages("app/routes/x.tsx", 'import { getDb } from "~/db/client.server";\nexport { getDb };\n')).toEqual([]);
  });

  it("refuses a file in a folder of app/ that is on no floor, once for the file", async () => {
    const code = 'import { loader } from "~/routes/status";\nimport { leads } from "~/db/schema";\nexport { loader, leads };\n';
    expect(await floorMessages("app/unplaced/charge.server.ts", code)).toEqual([
      expect.stringContaining("app/unplaced is on no floor: give it one in eslint/floors.js"),
    ]);
  });

  it("refuses a route module that imports another route module, but not the manifest or a type", async () => {
    expect(await floorMessages("app/routes/x.tsx", 'import { loader } from "~/routes/status";\nexport { loader };\n')).toEqual([
      expect.stringContaining("a route module imports no other route module"),
    ]);
    expect(await floorMessages("app/routes/admin/x.tsx", 'import { action } from "./lead";\nexport { action };\n')).toHaveLength(1);
    expect(await floorMessages("app/routes/x.tsx", 'import routes from "~/routes";\nimport type { loader } from "./status";\nexport type L = typeof loader;\nexport { routes };\n')).toEqual([]);
  });

  it("puts app/flows between the components and the domains", async () => {
    expect(await floorMessages("app/leads/x.ts", 'import { bookVisit } from "~/flows/book-visit.server";\nexport { bookVisit };\n')).toEqual([
      expect.stringContaining("domain is below flows"),
    ]);
    expect(await floorMessages("app/components/x.tsx", 'import { bookVisit } from "~/flows/book-visit";\nexport { bookVisit };\n')).toEqual([
      expect.stringContaining("a component imports no flow"),
    ]);
    const flow = 'import { createLead } from "~/leads/leads.server";\nimport { holdWindow } from "~/schedule/capacity.server";\nimport { enqueueMail } from "../mail/outbox.server";\nexport { createLead, holdWindow, enqueueMail };\n';
    expect(await floorMessages("app/flows/book-visit.server.ts", flow)).toEqual([]);
    expect(await floorMessages("app/routes/x.tsx", 'import { bookVisit } from "~/flows/book-visit.server";\nexport { bookVisit };\n')).toEqual([]);
  });

  it("puts app/payments above quotes: payments reads quotes and leads, never the reverse", async () => {
    expect(await floorMessages("app/payments/x.server.ts", 'import { latestQuote } from "~/quotes/quotes.server";\nimport { lockLead } from "~/leads/leads.server";\nexport { latestQuote, lockLead };\n')).toEqual([]);
    expect(await floorMessages("app/quotes/x.server.ts", 'import { invoiceOfLead } from "~/payments/invoices.server";\nexport { invoiceOfLead };\n')).toEqual([
      expect.stringContaining("app/quotes may not import app/payments"),
    ]);
  });

  it("holds server/ to the app's floors below the components, and keeps app/ from importing server/", async () => {
    expect(await floorMessages("server/x.ts", 'import { loader } from "~/routes/status";\nexport { loader };\n')).toEqual([
      expect.stringContaining("server/ imports no route module or component"),
    ]);
    expect(await floorMessages("server/x.ts", 'import { Stars } from "../app/components/stars";\nexport { Stars };\n')).toHaveLength(1);
    expect(await floorMessages("server/x.ts", 'import { getPool } from "~/db/client.server";\nimport { keptRefusal } from "~/leads/capture/lead-form-admission.server";\nimport { nonceContext } from "~/context";\nimport { logger } from "./errors";\nexport { getPool, keptRefusal, nonceContext, logger };\n')).toEqual([]);
    expect(await floorMessages("app/utils/x.ts", 'import { PageCache } from "../../server/page-cache";\nexport { PageCache };\n')).toEqual([
      expect.stringContaining("app/ never imports server/"),
    ]);
  });
});
