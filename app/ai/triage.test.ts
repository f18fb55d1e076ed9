import { describe, expect, it } from "vitest";
import { plain, urgencyOf } from "./triage";

const urgency = (text: string) => urgencyOf(plain(text));

// The urgency rules by kind (decision 091, addendum 2026-12-05 "urgency"). These sentences are
// written for the rules' test, not taken from the urgency blind set (tests/ai/eval-set-urgency-blind.ts).
describe("urgency by kind", () => {
  it("calls urgent what harms the home or the people in it now", () => {
    expect(urgency("The dishwasher line split and water is running across the kitchen floor")).toEqual({ value: "urgent", reason: "Active leak" });
    expect(urgency("Se está metiendo agua por la ventana del cuarto con la tormenta")).toEqual({ value: "urgent", reason: "Active leak" });
    expect(urgency("The bathtub upstairs overflowed and it keeps going")).toMatchObject({ value: "urgent" });
    expect(urgency("The whole back bedroom and the garage have no power since noon")).toEqual({ value: "urgent", reason: "No power" });
    expect(urgency("The dryer plug is hot and black around the prongs")).toEqual({ value: "urgent", reason: "Electrical or gas danger" });
    expect(urgency("Huele a gas en la cocina desde la mañana")).toEqual({ value: "urgent", reason: "Electrical or gas danger" });
    expect(urgency("Sliding door is stuck open, the latch snapped")).toEqual({ value: "urgent", reason: "Home cannot be locked" });
    expect(urgency("A eucalyptus limb fell through the patio cover onto the house")).toEqual({ value: "urgent", reason: "Damage spreading" });
    expect(urgency("Furnace stopped working and my father is on oxygen")).toEqual({ value: "urgent", reason: "No heat or cooling for someone at risk" });
  });

  it("does not call urgent what is negated, over, old or only feared", () => {
    expect(urgency("Checked under the sink, no leak there, just want a new faucet")?.value).not.toBe("urgent");
    expect(urgency("The roof was repaired in spring, the bedroom ceiling still shows the water stain from that leak")?.value).not.toBe("urgent");
    expect(urgency("La fuga del baño ya se arregló, falta tapar el hoyo en la pared")?.value).not.toBe("urgent");
    expect(urgency("We had a flood in 2019 and the baseboards are still warped")?.value).not.toBe("urgent");
    expect(urgency("Replace the water heater's supply lines before they leak, they are 20 years old")?.value).not.toBe("urgent");
    expect(urgency("Smoke detector in the hall chirps, needs a new battery")?.value).not.toBe("urgent");
    expect(urgency("The kitchen cabinet door won't close all the way")?.value).not.toBe("urgent");
    expect(urgency("One outlet in the den has never worked since we moved in")?.value).not.toBe("urgent");
    expect(urgency("The AC is not working well, want a tune-up before summer")?.value).not.toBe("urgent");
  });

  it("does not read a job's ordinary words as a harm (a floodlight, a soaking tub, a switch's finish, a missing outlet)", () => {
    for (const text of [
      "Install two LED floodlights over the driveway",
      "Remove the old soaking tub and put in a shower",
      "Swap the light switches for matte black ones",
      "There is no power outlet behind the TV, can you add one?",
      "Toilet runs and won't shut off unless I jiggle the handle",
      "Install drip irrigation for the front planters",
      "Quiero que me ayuden a descargar la app del termostato",
      "Instalar una campana extractora, la de ahora tiene un extractor de humo roto",
      "The pantry door won't close because the hinge sagged",
      "Water filtration system under the sink please",
    ]) {
      expect(urgency(text)?.value, text).not.toBe("urgent");
    }
  });

  it("calls soon a request that only asks for a visit soon", () => {
    expect(urgency("Can someone hang three pictures this week?")).toEqual({ value: "soon", reason: "Asks for a visit soon" });
    expect(urgency("Hang three pictures in the hallway")).toBeNull();
  });
});
