import { describe, expect, it } from "vitest";
import { appointmentLabel, ARRIVAL_WINDOWS, arrivalWindowLabel, arrivalWindowTimes } from "./visit";

describe("arrival windows", () => {
  it("each window's hours are the ones its key names, two hours apart, for the calendar entry", () => {
    for (const window of ARRIVAL_WINDOWS) {
      const { startHour, endHour } = arrivalWindowTimes(window);
      const [from, to] = window.split("-").map(Number) as [number, number];
      expect(startHour % 12 || 12).toBe(from);
      expect(endHour % 12 || 12).toBe(to);
      expect(endHour - startHour).toBe(2);
      expect(startHour).toBeGreaterThanOrEqual(8);
      expect(endHour).toBeLessThanOrEqual(18);
    }
    expect(arrivalWindowTimes("2-4")).toEqual({ label: "2–4 pm", startHour: 14, endHour: 16 });
  });

  it("one label for staff and customers", () => {
    expect(arrivalWindowLabel("10-12")).toBe(arrivalWindowTimes("10-12").label);
    expect(appointmentLabel("2026-12-03", "8-10")).toBe("December 3, 2026, 8–10 am");
  });
});
