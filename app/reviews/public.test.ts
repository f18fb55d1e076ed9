import { describe, expect, it } from "vitest";
import { summaryText } from "./public";

describe("the reviews' summary", () => {
  it("says nothing without published reviews", () => {
    expect(summaryText(null)).toBeNull();
    expect(summaryText(null, "es")).toBeNull();
  });

  it("gives the average and the count, in English and in Spanish, one review or several", () => {
    expect(summaryText({ count: 1, average: 5 })).toBe("Average 5.0 out of 5 from 1 published customer review.");
    expect(summaryText({ count: 12, average: 4.46 })).toBe("Average 4.5 out of 5 from 12 published customer reviews.");
    expect(summaryText({ count: 1, average: 5 }, "es")).toBe("Promedio de 5.0 de 5 en 1 reseña publicada de un cliente.");
    expect(summaryText({ count: 12, average: 4.46 }, "es")).toBe("Promedio de 4.5 de 5 en 12 reseñas publicadas de clientes.");
  });
});
