/** The value of the status page form's `intent` field for 'No one contacted me'. */
export const NO_CONTACT_INTENT = "report-no-contact";
