import type { SubmissionResult } from "@conform-to/react";

export type ToastMessage = { title: string; description: string };

/** The toasts of spec §8, by form. */
export const TOASTS = {
  bookingSuccess: {
    title: "Request Submitted Successfully!",
    description: "We've received your service request and will contact you within 24 hours.",
  },
  quoteSuccess: {
    title: "Request Submitted!",
    description: "Thank you for your interest. We'll contact you within 24 hours.",
  },
  submissionFailed: {
    title: "Submission Failed",
    description: "There was an error submitting your request. Please try again.",
  },
  submissionUnexpected: {
    title: "Submission Failed",
    description: "There was an unexpected error. Please try again.",
  },
  updateReceived: {
    title: "Update Received",
    description: "Thanks for letting us know — we'll prioritize this request.",
  },
  updateFailed: {
    title: "Update Failed",
    description: "Could not update your request status. Please try again.",
  },
} as const satisfies Record<string, ToastMessage>;

/** What a form's action answers when it does not redirect: the field messages, the kept values and a toast. */
export type FormFailure = {
  result: SubmissionResult<string[]>;
  toast?: ToastMessage;
  /** The visitor had chosen a photo that the browser will not send again on its own. */
  photoDropped?: boolean;
};
