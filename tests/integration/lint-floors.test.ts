import { ESLint } from "eslint";
import { describe, expect, it } from "vitest";

// The project's own ESLint configuration, run on source text placed at a path of app/: the floors
// rule (eslint/floors.js, decision 050) must refuse each import that runs back up a floor.
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
});
