/**
 * The site's chrome in English: header, footer and the language switch. The `language` texts are
 * read in their own language: the Spanish page's switch says "English", and an English page's
 * suggestion to a browser that prefers Spanish is written in Spanish (es/common.ts).
 */
export const common = {
  language: {
    /** This language's name in its own words. */
    name: "English",
    /** The switch's accessible name, offered in this language. */
    view: "View this page in English",
    /** One line on a page in the other language, to a browser that prefers this one. */
    offer: "This page is also in English.",
    dismiss: "Dismiss",
  },
  /** A job photo's pair (decision 085): each image's label, and its alt text (the label, then the photo's description). */
  work: { before: "Before", after: "After", labelled: "{{label}}: {{alt}}" },
  skipLink: "Skip to main content",
  soon: "(Soon)",
  call: "Call {{phone}}",
  bookService: "Book a Service",
  header: {
    main: "Main",
    mobile: "Mobile",
    menu: "Menu",
    ourServices: "Our services",
  },
  footer: {
    label: "Footer",
    tagline: "Fast, affordable and professional home repairs by local experts across {{region}}.",
    quickLinks: "Quick Links",
    popularServices: "Popular Services",
    serviceAreas: "Service Areas",
    prices: "Prices: {{price}}.",
  },
  mobileBar: {
    label: "Quick booking",
    text: "Need Help Today? Book Our Handyman Team Now!",
  },
  learnMore: {
    text: "Learn More",
    about: " about {{service}}",
  },
  locations: {
    missing: "Don't see your area?",
    contact: "Contact us",
    help: "and we'll let you know if we can help.",
  },
  heroPanel: {
    runBy: "Run by {{name}}. ",
    serving: "Serving {{areas}}.",
  },
  carousel: {
    label: "Customer reviews",
    viewport: "Customer reviews, scroll sideways for more",
    slide: "{{n}} of {{total}}",
    previous: "Previous review",
    next: "Next review",
    play: "Start automatic rotation",
    pause: "Pause automatic rotation",
    choose: "Choose a review",
    goTo: "Go to review {{n}} of {{total}}",
    /** Split around the number /site.js updates: "Review 1 of 3". */
    positionBefore: "Review ",
    positionAfter: " of {{total}}",
  },
  review: {
    verified: "Verified customer",
    replyFrom: "Reply from {{name}}",
    stars: "{{n}} out of 5 stars",
    summaryOne: "Average {{average}} out of 5 from {{count}} published customer review.",
    summaryOther: "Average {{average}} out of 5 from {{count}} published customer reviews.",
  },
  notFound: {
    /** The 404 page's <title>. */
    metaTitle: "Page Not Found",
    title: "Oops! Page not found",
    text: "The page you are looking for doesn't exist or has moved. Let's get you back on track.",
    home: "Return Home",
    popular: "Popular services",
  },
  error: {
    title: "Something went wrong",
    text: "We could not load this page. Please try again in a moment.",
  },
} as const;
