import { renderToStaticMarkup } from "react-dom/server";
import { describe, expect, it } from "vitest";
import { AdminIcon, ADMIN_ICON_SPRITE } from "./admin-icon";
import { ADMIN_ICON_DRAWINGS, adminIconSprite } from "./admin-icon-sprite.server";
import { loader } from "~/routes/admin/icons";

describe("the admin icons' sprite", () => {
  it("draws every name an admin page references, each a lucide drawing of its own", () => {
    const sprite = adminIconSprite();
    const symbols = [...sprite.matchAll(/<symbol id="([^"]+)" viewBox="0 0 24 24">(.*?)<\/symbol>/g)];
    expect(symbols.map(([, id]) => id)).toEqual(Object.keys(ADMIN_ICON_DRAWINGS));
    expect(symbols).toHaveLength(12);
    for (const [, id, drawing] of symbols) expect(drawing, id).toMatch(/^<(path|rect|circle|polyline|line)\b/);
    expect(new Set(symbols.map(([, , drawing]) => drawing)).size).toBe(symbols.length);
  });

  it("is served as SVG, kept a day; an icon on the page is a reference to it, hidden from screen readers", async () => {
    const response = loader();
    expect(response.headers.get("Content-Type")).toBe("image/svg+xml; charset=utf-8");
    expect(response.headers.get("Cache-Control")).toBe("public, max-age=86400");
    expect(await response.text()).toBe(adminIconSprite());
    expect(renderToStaticMarkup(<AdminIcon name="inbox" />)).toBe(
      `<svg class="lucide" viewBox="0 0 24 24" aria-hidden="true"><use href="${ADMIN_ICON_SPRITE}#inbox"></use></svg>`,
    );
  });
});
