import fc from "fast-check";
import { describe, expect, it } from "vitest";
import { firstName, maskEmail, maskPhone, maskStreetAddress } from "./mask";

describe("maskers for the public status page", () => {
  it("keeps only the first name", () => {
    expect(firstName("Jane Smith")).toBe("Jane");
    expect(firstName("  Mary Ann  Lee ")).toBe("Mary");
    expect(firstName("Cher")).toBe("Cher");
  });

  it("shows no digit of a phone number: its last four are the customer's proof", () => {
    expect(maskPhone("(818) 555-0142")).toBe("(•••) •••-••••");
    expect(maskPhone("+1 310.555.0199")).toBe("(•••) •••-••••");
    expect(maskPhone("")).toBe("");
  });

  it("keeps the first letter of the mailbox and the domain", () => {
    expect(maskEmail("anna@example.com")).toBe("a•••@example.com");
    expect(maskEmail(" b@mail.co ")).toBe("b•••@mail.co");
    expect(maskEmail("not-an-email")).toBe("•••");
    expect(maskEmail("")).toBe("");
  });

  it("hides the numbers of a street address", () => {
    expect(maskStreetAddress("1234 Oak Ave, Apt 5")).toBe("•••• Oak Ave, Apt •");
  });

  it("never reveals any digit of any phone, nor the mailbox of any e-mail", () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9()+ .-]{0,25}$/), (phone) => {
        expect(maskPhone(phone)).not.toMatch(/\d/);
      }),
    );
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const mailbox = email.slice(0, email.lastIndexOf("@"));
        expect(masked).toBe(`${email[0]}•••${email.slice(email.lastIndexOf("@"))}`);
        if (mailbox.length > 1) expect(masked).not.toContain(mailbox);
      }),
    );
  });
});
