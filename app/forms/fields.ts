/**
 * What every form shares, whatever its domain: the honeypot, the form-wide refusal messages and
 * the photo limit. Imports nothing, so a component, a schema and the bounded reader can all use it.
 */

/** The hidden field bots fill in and people never see. */
export const HONEYPOT_FIELD = "website";

/**
 * The largest photo a form accepts: a phone's photo as taken (9 MB, 20 MB), which the server
 * re-encodes to fit 2,000 px. The form's hint states this limit (`PHOTO_HINT_MEGABYTES`, issue 40 §4);
 * with JavaScript the page shrinks the photo before sending it (components/site-script.js, issue 31 §7).
 */
export const MAX_PHOTO_BYTES = 25 * 1024 * 1024;

/** The photo limit in the megabytes the form's hint names ("Max 25 MB"). */
export const PHOTO_HINT_MEGABYTES = MAX_PHOTO_BYTES / (1024 * 1024);

export const FORM_MESSAGES = {
  fixErrors: "Please correct the highlighted fields and try again.",
  tooManyRequests: "Too many requests from your connection. Please wait a few minutes and try again.",
  tooLarge: "The upload is too large. Please choose a photo of 25MB or less.",
  textTooLong: "The form is too long to send. Please shorten your message and try again.",
  notAForm: "We could not read the form. Please try again.",
  choosePhotoAgain: "Please choose the photo again",
  busy: "We are receiving many photos right now, so your request was not sent. Please choose the photo again and send it in a minute.",
} as const;
