import { describe, expect, it, vi, afterEach } from "vitest";
import { MAX_PHOTO_BYTES } from "~/forms/fields";
import { BOOKING_MESSAGES, isPhoneNumber, validateBooking } from "./booking-schema";

const valid = {
  fullName: "Jane Smith",
  phoneNumber: "(555) 123-4567",
  emailAddress: "jane@example.com",
  streetAddress: "123 Main St",
  zipCode: "90001",
  serviceType: "tv-mounting",
  preferredDate: "",
  issueDescription: "",
};

function form(values: Record<string, string>, photo?: File) {
  const data = new FormData();
  for (const [name, value] of Object.entries(values)) data.append(name, value);
  data.append("photo", photo ?? new File([], ""));
  return data;
}

function errorsOf(values: Record<string, string>, photo?: File) {
  const submission = validateBooking(form(values, photo));
  return submission.status === "error" ? submission.error : {};
}

afterEach(() => {
  vi.useRealTimers();
});

describe("booking schema", () => {
  it("accepts a complete booking, trims text and leaves optional fields out", () => {
    const submission = validateBooking(form({ ...valid, fullName: "  Jane Smith ", emailAddress: "" }));
    expect(submission.status).toBe("success");
    expect(submission.status === "success" && submission.value).toMatchObject({
      fullName: "Jane Smith",
      emailAddress: undefined,
      preferredDate: undefined,
      issueDescription: undefined,
      photo: undefined,
    });
  });

  it("answers each of the spec's six messages, exactly", () => {
    const errors = errorsOf({ fullName: "J", phoneNumber: "123", emailAddress: "bad", streetAddress: "12", zipCode: "1", serviceType: "" });
    expect(errors).toEqual({
      fullName: ["Name must be at least 2 characters"],
      phoneNumber: ["Please enter a valid phone number"],
      emailAddress: ["Please enter a valid email address"],
      streetAddress: ["Please enter your street address"],
      zipCode: ["Please enter a valid ZIP code"],
      serviceType: ["Please select a service"],
    });
  });

  it("gives the same messages when the fields are missing altogether", () => {
    const submission = validateBooking(new FormData());
    expect(submission.status === "error" && submission.error).toEqual({
      fullName: [BOOKING_MESSAGES.fullName],
      phoneNumber: [BOOKING_MESSAGES.phoneNumber],
      streetAddress: [BOOKING_MESSAGES.streetAddress],
      zipCode: [BOOKING_MESSAGES.zipCode],
      serviceType: [BOOKING_MESSAGES.serviceType],
    });
  });

  it("only offers the three bookable services", () => {
    expect(errorsOf({ ...valid, serviceType: "roofing" })).toEqual({ serviceType: [BOOKING_MESSAGES.serviceType] });
    for (const serviceType of ["tv-mounting", "furniture-assembly", "home-cleaning"]) {
      expect(errorsOf({ ...valid, serviceType })).toEqual({});
    }
  });

  it("checks names, addresses and ZIP codes by length and shape", () => {
    expect(errorsOf({ ...valid, fullName: " J " })).toEqual({ fullName: [BOOKING_MESSAGES.fullName] });
    expect(errorsOf({ ...valid, fullName: "Al" })).toEqual({});
    expect(errorsOf({ ...valid, streetAddress: "1 A " })).toEqual({ streetAddress: [BOOKING_MESSAGES.streetAddress] });
    expect(errorsOf({ ...valid, zipCode: "9000" })).toEqual({ zipCode: [BOOKING_MESSAGES.zipCode] });
    expect(errorsOf({ ...valid, zipCode: "abcde" })).toEqual({ zipCode: [BOOKING_MESSAGES.zipCode] });
    expect(errorsOf({ ...valid, zipCode: "90001-1234" })).toEqual({});
  });

  it("takes US phone numbers in any usual notation, with at least ten digits", () => {
    for (const phone of ["(555) 123-4567", "555-123-4567", "555.123.4567", "+1 555 123 4567", "5551234567"]) {
      expect(isPhoneNumber(phone)).toBe(true);
    }
    for (const phone of ["123-4567", "call me maybe", "555-123-456x", "(555) 123-45"]) {
      expect(isPhoneNumber(phone)).toBe(false);
    }
  });

  it("limits the preferred date to yesterday through two months ahead (Los Angeles dates)", () => {
    vi.useFakeTimers({ toFake: ["Date"] });
    vi.setSystemTime(new Date("2025-06-15T19:00:00Z"));
    const dateErrors = (preferredDate: string) => errorsOf({ ...valid, preferredDate });
    expect(dateErrors("2025-06-14")).toEqual({});
    expect(dateErrors("2025-08-15")).toEqual({});
    expect(dateErrors("2025-06-13")).toEqual({ preferredDate: [BOOKING_MESSAGES.preferredDate] });
    expect(dateErrors("2025-08-16")).toEqual({ preferredDate: [BOOKING_MESSAGES.preferredDate] });
    expect(dateErrors("not a date")).toEqual({ preferredDate: [BOOKING_MESSAGES.preferredDate] });
  });

  it("refuses a photo over 25MB or one that says it is not an image", () => {
    const big = new File([new Uint8Array(MAX_PHOTO_BYTES + 1)], "big.jpg", { type: "image/jpeg" });
    expect(errorsOf(valid, big)).toEqual({ photo: [BOOKING_MESSAGES.photoSize] });
    const pdf = new File(["%PDF"], "doc.pdf", { type: "application/pdf" });
    expect(errorsOf(valid, pdf)).toEqual({ photo: [BOOKING_MESSAGES.photoType] });
    const photo = new File([new Uint8Array(10)], "a.jpg", { type: "image/jpeg" });
    expect(errorsOf(valid, photo)).toEqual({});
  });

  it("caps the description", () => {
    expect(errorsOf({ ...valid, issueDescription: "x".repeat(2001) })).toEqual({
      issueDescription: [BOOKING_MESSAGES.issueDescription],
    });
  });
});

describe("booking schema, one message per field", () => {
  it("never repeats a message", () => {
    expect(errorsOf({ ...valid, phoneNumber: "1".repeat(40) })).toEqual({ phoneNumber: [BOOKING_MESSAGES.phoneNumber] });
    expect(errorsOf({ ...valid, emailAddress: `${"a".repeat(260)}@example.com` })).toEqual({
      emailAddress: [BOOKING_MESSAGES.emailAddress],
    });
  });
});
