/**
 * The mail catalogue in English: every e-mail, text message and calendar file to a customer
 * (app/leads/messages/customer.server.ts, app/quotes/messages.server.ts). The company's facts
 * (name, phone, hours) and the lead's (reference, service, dates) come in as values; a value never
 * holds anything a visitor typed but the first name (decision 046). Staff alerts are not here:
 * they stay in English.
 */
export const mail = {
  greeting: "Hi {{name}},",
  greetingWithoutName: "Hi there,",
  /** The end of every text message but the confirmation's. */
  stop: "Reply STOP to opt out.",
  /** The reference code after a subject, in a text message and in a signature. */
  reference: {
    subject: " (ref. {{reference}})",
    sms: " Ref {{reference}}.",
    signature: " · Reference {{reference}}",
  },
  /** The customer's request, visit, job or quote, named by the catalogue's service when it has one. */
  your: {
    request: "your request",
    requestOf: "your {{service}} request",
    visit: "your visit",
    visitOf: "your {{service}} visit",
    job: "your job",
    jobOf: "your {{service}} job",
    quote: "your quote",
    quoteOf: "your {{service}} quote",
  },
  /** A visit's date and window in a sentence. */
  between: "{{date}}, between {{window}}",
  confirmation: {
    subject: "We've received your service request (ref. {{reference}})",
    received: "Thank you for choosing {{company}}. We've received {{request}} and will contact you within {{promiseHours}} hours.",
    /** A window the customer chose, not yet confirmed (decision 078). */
    visit: "You asked for a visit on {{visit}}. We're holding it for you and will confirm it, or call you to agree another time.",
    /** A window confirmed as the booking was stored (Schedule settings: confirm online bookings at once). */
    visitConfirmed: "Your visit is confirmed: {{visit}}. Our technician will arrive within that window. The attached calendar file adds it to your calendar.",
    reference: "Your reference code is {{reference}}. Quote it when you call us; with your phone number it also finds your request on our website.",
    questions: "Questions? Call us at {{phone}} ({{officeHours}}).",
    link: "Follow your request here",
    sms: "{{company}}: we got {{request}}, ref {{reference}}.{{visit}} We'll contact you within {{promiseHours}} hours.{{link}} Msg & data rates may apply. Reply STOP to opt out, HELP for help.",
    /** The visit in the text, by its state. */
    smsVisit: " You asked for {{visit}}; we'll confirm it.",
    smsVisitConfirmed: " Your visit is confirmed: {{visit}}.",
    /** The request's page in the text, for a customer who gave no e-mail address. */
    smsLink: " Your request: {{url}}",
  },
  notice: {
    link: "Follow your request",
    arrival: "Our technician will arrive within that window. The attached calendar file adds the visit to your calendar.",
    /** What the customer may do on their page, by the visit's state (decision 078). */
    changes: "You can confirm, move or cancel it on your request's page (the button below) until shortly before the visit; after that, call us at {{phone}} ({{officeHours}}).",
    changesRequested: "You can move or cancel it on your request's page (the button below), or call us at {{phone}} ({{officeHours}}).",
    visitLink: "Confirm, move or cancel your visit",
    visitLinkRequested: "Move or cancel your visit",
    scheduled: {
      subject: "Your visit is scheduled: {{day}}, {{window}}{{reference}}",
      lead: "Good news: {{visit}} is scheduled for {{when}}.",
      sms: "{{company}}: {{visit}} is confirmed for {{day}}, {{window}}. Confirm, move or cancel: {{url}}",
    },
    rescheduled: {
      subject: "Your visit has moved: {{day}}, {{window}}{{reference}}",
      lead: "{{visit}} has a new time: {{when}}. It replaces the time we sent before.",
      sms: "{{company}}: {{visit}} has moved to {{day}}, {{window}} (confirmed). Confirm, move or cancel: {{url}}",
    },
    /** A visit the office has not confirmed yet, given a time or moved (decision 078). */
    requested: {
      subject: "Your requested visit: {{day}}, {{window}} (not confirmed yet){{reference}}",
      lead: "{{visit}} is now requested for {{when}}. It replaces any time we sent before. Our office has not confirmed it yet: we'll confirm it, or call you to agree another time.",
      tentative: "The attached calendar file adds it to your calendar as tentative until we confirm it.",
      sms: "{{company}}: {{visit}} is now requested for {{day}}, {{window}}, not confirmed yet. Move or cancel: {{url}}",
    },
    cancelled: {
      subject: "Your visit is cancelled: {{day}}, {{window}}{{reference}}",
      lead: "As you asked, {{visit}} on {{date}}, between {{window}}, is cancelled. The attached calendar file takes it out of your calendar.",
      again: "Whenever you need us again, book online or call us at {{phone}} ({{officeHours}}).",
      sms: "{{company}}: {{visit}} on {{day}}, {{window}} is cancelled, as you asked.",
    },
    completed: {
      subject: "{{job}} is complete{{reference}}",
      lead: "Our technician has finished {{job}}. Thank you for choosing {{company}}.",
      review: "How did we do? Tell other homeowners in a short review, whatever you thought of the job: {{url}}",
      problem: "If anything is not right, call us at {{phone}} and we'll make it right.",
      sms: "{{company}}: {{job}} is complete. Thank you! How did we do? {{url}}",
    },
    declined: {
      subject: "About your service request{{reference}}",
      lead: "Thank you for asking {{company}} about {{request}}. We're sorry, but we are not able to take on this request.",
      other: "If there is another job we can help with, we'd be glad to hear from you: call {{phone}} or book online.",
      sms: "{{company}}: we're sorry, we can't take on {{request}}. Questions: {{phone}}.",
    },
  },
  /** A visit's calendar file (.ics). */
  calendar: {
    summary: "Service visit: {{company}}",
    summaryOf: "{{service}} visit: {{company}}",
    description: "Arrival between {{window}}.{{reference}} Questions: {{phone}}.",
    reference: " Reference {{reference}}.",
  },
  reminder: {
    subject: "Reminder: your visit on {{day}}, {{window}}{{reference}}",
    subjectTomorrow: "Reminder: your visit tomorrow {{day}}, {{window}}{{reference}}",
    tomorrow: "tomorrow, {{when}}",
    /** A day that is not tomorrow, as the sentence takes it. */
    on: "{{when}}",
    lead: "A reminder: {{visit}} is {{when}}. Our technician will arrive within that window.",
    change: "To confirm, reschedule or cancel, open your request's page. Questions? Call us at {{phone}} ({{officeHours}}).",
    link: "Confirm, reschedule or cancel",
    sms: "{{company}}: reminder, {{visit}} is {{day}}, {{window}}. Confirm, reschedule or cancel: {{url}}",
    smsTomorrow: "{{company}}: reminder, {{visit}} is tomorrow, {{window}}. Confirm, reschedule or cancel: {{url}}",
    /** A reminder the job sent after the change cut-off (it did not run in time): the page can no longer change the visit. */
    changeLate: "To change it now, call us at {{phone}} ({{officeHours}}).",
    linkLate: "See your visit",
    smsLate: "{{company}}: reminder, {{visit}} is {{day}}, {{window}}. To change it, call {{phone}}. Details: {{url}}",
    smsTomorrowLate: "{{company}}: reminder, {{visit}} is tomorrow, {{window}}. To change it, call {{phone}}. Details: {{url}}",
  },
  /** A request locked for digits after too many wrong tries (decision 074): the customer's own link. */
  locked: {
    subject: "Your link to {{request}}{{reference}}",
    lead: "Someone tried to change {{request}} on our website with wrong phone digits several times, so digits can't be used on it for now.",
    ifYou: "If that was you, use the button below: it works without digits.",
    notYou: "If it wasn't you, nothing has changed and there is nothing to do. Questions? Call us at {{phone}} ({{officeHours}}).",
    link: "Continue with your request",
    sms: "{{company}}: wrong digits were tried several times on {{request}}. If that was you, continue here: {{url}}",
  },
  quote: {
    total: "The total is {{total}}, before any optional items you choose.",
    open: "Open it to see each item, choose any optional items, and approve it with your name. It can be approved until {{until}}.",
    questions: "Questions, or would you like something changed? Reply on the same page, or call us at {{phone}} ({{officeHours}}).",
    link: "Review your quote",
    sent: {
      subject: "Your quote from {{company}}{{reference}}",
      subjectUpdated: "Your updated quote from {{company}}{{reference}}",
      lead: "{{quote}} is ready.",
      leadUpdated: "We've updated {{quote}} (version {{version}}); it replaces the one we sent before.",
      sms: "{{company}}: {{quote}} is ready, {{total}}. Review and approve by {{until}}:",
    },
    reminder: {
      subject: "A reminder: {{quote}} is waiting{{reference}}",
      lead: "A reminder that {{quote}} ({{total}}) is waiting for your answer.",
      sms: "{{company}}: a reminder, {{quote}} ({{total}}) is waiting. Review and approve by {{until}}:",
    },
    expiring: {
      subject: "{{quote}} expires on {{until}}{{reference}}",
      lead: "{{quote}} ({{total}}) can be approved until {{until}}.",
      sms: "{{company}}: {{quote}} ({{total}}) expires {{until}}. Review and approve:",
    },
  },
} as const;
