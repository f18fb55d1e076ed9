import { describe, expect, it } from "vitest";
import { emailMailbox, normalizeEmail } from "./email";

describe("emailMailbox", () => {
  it("is one mailbox across +tags and case", () => {
    for (const address of ["victim+a@x.example", "Victim+B@X.EXAMPLE", " victim@x.example ", "VICTIM+a+b@x.example"]) {
      expect(emailMailbox(address)).toBe("victim@x.example");
    }
    expect(emailMailbox("victim@y.example")).not.toBe(emailMailbox("victim@x.example"));
  });

  it("leaves a value without @ (a text message's number) as normalizeEmail does, and normalizeEmail keeps the tag", () => {
    expect(emailMailbox("sms:+18185550142")).toBe("sms:+18185550142");
    expect(normalizeEmail(" Victim+A@X.example")).toBe("victim+a@x.example");
  });
});
