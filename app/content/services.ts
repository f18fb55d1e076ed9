import { picture, type Picture } from "./pictures";
import { serviceArea, serviceNav, type ServiceSlug } from "./site";

export type Faq = { question: string; answer: string };

/** A service landing page (/services/{slug}). */
export type Service = {
  slug: ServiceSlug;
  label: string;
  metaTitle: string;
  metaDescription: string;
  heroTitle: string;
  heroText: string;
  image: Picture;
  whyChoose: { title: string; text: string }[];
  included: string[];
  areaText: string;
  faq: Faq[];
  /** Whether the page shows the twelve-tile locations grid. */
  showLocations: boolean;
  cta: { title: string; text: string };
};

type ServiceText = Omit<Service, "label">;

/** A service page's words, the part another language gives again (its slug, picture and layout are shared). */
export type ServiceWords = Omit<ServiceText, "slug" | "image" | "showLocations">;

/** The service page's own words around its content. */
export type ServicePageText = {
  book: (label: string) => string;
  call: (phone: string) => string;
  price: (priceRange: string) => string;
  whyTitle: (label: string) => string;
  includedTitle: string;
  areaTitle: string;
  seeCities: string;
  nearYou: (label: string) => string;
  recentWork: (label: string) => string;
  faqTitle: string;
};

const serviceTexts: ServiceText[] = [
  {
    slug: "tv-mounting",
    metaTitle: `TV Mounting in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Professional TV wall mounting in ${serviceArea.name}: level, secure installs on drywall, brick or concrete with hidden cables. A quote before any work starts.`,
    heroTitle: `Professional TV Mounting in ${serviceArea.name}`,
    heroText:
      "A perfectly level screen, safely anchored and with the cables out of sight. Our technicians mount TVs of every size on drywall, plaster, brick and concrete.",
    image: picture("service-tv-mounting"),
    whyChoose: [
      {
        title: "Anchored into studs",
        text: "We locate studs or use rated masonry anchors, so your TV stays put for years.",
      },
      { title: "Laser-level precision", text: "Every mount is checked with a laser level before the screen goes up." },
      { title: "Clean cable management", text: "In-wall or raceway options hide wires for a tidy, finished look." },
    ],
    included: [
      "Mounting on drywall, plaster, brick or concrete",
      "Fixed, tilting and full-motion bracket installation",
      "Stud finding and weight-rated anchoring",
      "Cable concealment with in-wall kits or paintable raceways",
      "Soundbar and streaming-device mounting",
      "Testing the picture and inputs before we leave",
    ],
    areaText:
      "We mount TVs in homes, apartments and offices across Greater Los Angeles, from Santa Monica condos to Pasadena craftsman houses.",
    faq: [
      {
        question: "How long does it take to mount a TV?",
        answer:
          "A standard TV mount takes 30 to 60 minutes. Hiding cables inside the wall or mounting on brick can add a little time, and we tell you up front.",
      },
      {
        question: "Do I need to buy the wall mount?",
        answer:
          "You can supply your own bracket or we can bring a quality fixed, tilting or full-motion mount sized for your TV.",
      },
      {
        question: "Can you mount a TV above a fireplace?",
        answer:
          "Yes. We check the wall material and heat clearance first and recommend a tilting or pull-down mount for comfortable viewing.",
      },
      {
        question: "Will you hide the cables?",
        answer:
          "Yes. We offer in-wall power and cable kits where the wall allows it, or a slim paintable raceway where it does not.",
      },
    ],
    showLocations: true,
    cta: {
      title: "Ready for a cleaner, safer TV setup?",
      text: "Book your TV mounting today and enjoy your screen tonight.",
    },
  },
  {
    slug: "furniture-assembly",
    metaTitle: `Furniture Assembly in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Fast, correct furniture assembly in ${serviceArea.name} for IKEA, Wayfair and Amazon pieces: beds, desks, wardrobes and more. Wall anchoring included. Book today.`,
    heroTitle: "Furniture Assembly Done Fast and Right",
    heroText:
      "Skip the missing screws and confusing diagrams. We assemble beds, desks, dressers, wardrobes and office furniture of every brand, sturdy and square.",
    image: picture("service-furniture-assembly"),
    whyChoose: [
      { title: "Every brand, every size", text: "IKEA, Wayfair, West Elm, Amazon and custom pieces, big or small." },
      {
        title: "Built to last",
        text: "We follow the manual, tighten every joint and check that drawers and doors align.",
      },
      { title: "Safety anchoring", text: "Tall dressers and bookcases are anchored to the wall to prevent tip-overs." },
    ],
    included: [
      "Beds, cribs, dressers and nightstands",
      "Desks, office chairs and filing cabinets",
      "Wardrobes, PAX systems and bookcases",
      "Outdoor furniture, grills and playsets",
      "Anti-tip wall anchoring",
      "Packaging broken down and cleared from your room",
    ],
    areaText:
      "From Burbank apartments to Thousand Oaks family homes, our assemblers cover Greater Los Angeles, Monday to Saturday.",
    faq: [
      {
        question: "How long does furniture assembly take?",
        answer:
          "A nightstand or chair takes about 30 minutes; a bed frame about an hour; a large wardrobe system two to four hours. We estimate from the model numbers you send.",
      },
      {
        question: "Do you bring your own tools?",
        answer: "Yes. Our technicians arrive with power tools, levels and hardware for wall anchoring.",
      },
      {
        question: "Can you assemble furniture I bought online?",
        answer:
          "Absolutely. We assemble flat-pack pieces from any retailer, including IKEA, Wayfair, Target and Amazon.",
      },
      {
        question: "Will you take the boxes away?",
        answer: "We break down and stack all packaging neatly so it is ready for your recycling bin.",
      },
    ],
    showLocations: true,
    cta: {
      title: "Let us build it for you",
      text: "Book furniture assembly and get your space set up today.",
    },
  },
  {
    slug: "drywall-repair",
    metaTitle: `Drywall Repair in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Drywall repair in ${serviceArea.name}: holes, cracks, water damage and texture matching, finished smooth and ready to paint. A quote before any work starts.`,
    heroTitle: "Seamless Drywall Repair",
    heroText:
      "Doorknob holes, settling cracks, water-damaged patches and old anchor holes: we patch, tape, texture and finish so the repair disappears.",
    image: picture("service-drywall-repair"),
    whyChoose: [
      { title: "Invisible patches", text: "We match orange-peel, knockdown and smooth textures common in Southern California homes." },
      { title: "Clean work area", text: "Drop cloths and dust control keep your home tidy while we sand." },
      { title: "Paint-ready finish", text: "Every repair is primed and ready for paint, or we can paint it for you." },
    ],
    included: [
      "Small and large hole patching",
      "Crack and seam repair",
      "Water-damage section replacement",
      "Texture matching (orange peel, knockdown, smooth)",
      "Corner bead and trim repair",
      "Priming and touch-up painting",
    ],
    areaText:
      "We repair drywall in houses, condos and rentals throughout Greater Los Angeles, including move-out repairs for tenants and landlords.",
    faq: [
      {
        question: "How long does a drywall repair take?",
        answer:
          "Small patches are finished in one visit. Larger repairs need joint compound to dry between coats, so we may return the next day to sand and texture.",
      },
      {
        question: "Can you match my wall texture?",
        answer:
          "Yes. We match orange-peel, knockdown and smooth finishes so the patch blends with the rest of the wall.",
      },
      {
        question: "Do you paint after the repair?",
        answer:
          "We prime every patch. If you have leftover paint we can apply it; otherwise we can color-match a small quantity.",
      },
      {
        question: "Do you fix water-damaged drywall?",
        answer:
          "We replace damaged sections once the leak is fixed and the area is dry. We can also check for moisture before closing the wall.",
      },
    ],
    showLocations: false,
    cta: { title: "Make that damage disappear", text: "Book a drywall repair and get your walls back to smooth." },
  },
  {
    slug: "home-cleaning",
    metaTitle: `Home Cleaning in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Professional, eco-friendly home cleaning in ${serviceArea.name}: standard, deep and move-out cleans, weekly, bi-weekly or monthly. Careful, tidy cleaners.`,
    heroTitle: "Professional, Eco-Friendly Home Cleaning",
    heroText:
      "Come home to a spotless space. Our cleaners use eco-friendly products and a detailed checklist for kitchens, bathrooms, bedrooms and living areas.",
    image: picture("service-home-cleaning"),
    whyChoose: [
      { title: "Eco-friendly products", text: "Safe for kids and pets, tough on grime, gentle on your surfaces." },
      { title: "Careful with your home", text: "Shoe covers on, surfaces protected, and a walk-through with you at the end." },
      { title: "Flexible scheduling", text: "One-time, weekly, bi-weekly or monthly visits that fit your routine." },
    ],
    included: [
      "Dusting of surfaces, shelves and baseboards",
      "Kitchen counters, sink, stovetop and appliance exteriors",
      "Bathroom scrubbing: toilet, shower, tub and mirrors",
      "Vacuuming and mopping of all floors",
      "Bed making and tidying of living areas",
      "Deep and move-in or move-out cleaning on request",
    ],
    areaText:
      "Our cleaning teams serve apartments and houses across Greater Los Angeles, from West Hollywood lofts to Malibu beach homes.",
    faq: [
      {
        question: "How often can I schedule cleaning?",
        answer:
          "Cleaning can recur weekly, bi-weekly or monthly, and one-time deep or move-out cleans are available too.",
      },
      {
        question: "Do I need to provide cleaning supplies?",
        answer:
          "No. We bring eco-friendly products and equipment. If you prefer a specific product, just leave it out for us.",
      },
      {
        question: "Do I need to be home during the cleaning?",
        answer: "Not at all. Many clients give us entry instructions and come back to a clean home.",
      },
      {
        question: "What if I'm not happy with the clean?",
        answer: "Tell us within 24 hours and we will come back to re-clean the area at no charge.",
      },
    ],
    showLocations: true,
    cta: { title: "Enjoy a spotless home", text: "Book a cleaning and take a chore off your list." },
  },
  {
    slug: "light-fixture-installation",
    metaTitle: `Light Fixture Installation in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Light fixture installation in ${serviceArea.name}: ceiling lights, pendants, chandeliers, ceiling fans and dimmers, installed safely by careful professionals.`,
    heroTitle: "Light Fixture Installation",
    heroText:
      "Upgrade a room in an afternoon. We replace and install ceiling lights, pendants, chandeliers, sconces, ceiling fans and dimmer switches safely.",
    image: picture("service-light-fixture-installation"),
    whyChoose: [
      { title: "Safety first", text: "Power is shut off and tested at every box before any wire is touched." },
      { title: "Secure support", text: "Heavy chandeliers and fans go on fan-rated boxes and braces." },
      { title: "Tidy results", text: "Fixtures hang level and centered, and old fixtures are taken away." },
    ],
    included: [
      "Ceiling light and flush-mount replacement",
      "Pendant and chandelier hanging",
      "Wall sconce installation",
      "Ceiling fan installation and balancing",
      "Dimmer and smart switch installation",
      "Removal of the old fixture",
    ],
    areaText: "We install lighting for homeowners and businesses across Greater Los Angeles.",
    faq: [
      {
        question: "How long does it take to replace a light fixture?",
        answer:
          "Swapping a standard fixture takes about an hour. Chandeliers and ceiling fans can take two hours or more.",
      },
      {
        question: "Can you install a fixture where there is no existing box?",
        answer:
          "Simple replacements and upgrades are our specialty. New circuits and wiring runs need a licensed electrician, and we will tell you if that applies.",
      },
      {
        question: "Can a ceiling fan replace my light fixture?",
        answer: "Usually yes. We check that the ceiling box is fan-rated and install a brace if needed.",
      },
    ],
    showLocations: false,
    cta: { title: "Brighten up your home", text: "Book a light fixture installation today." },
  },
  {
    slug: "caulking",
    metaTitle: `Caulking Services in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Professional caulking in ${serviceArea.name} for tubs, showers, sinks, windows and baseboards. Old caulk removed, mold-resistant sealant applied. Book online.`,
    heroTitle: "Professional Caulking and Sealing",
    heroText:
      "Fresh, clean caulk lines keep water out and make kitchens and bathrooms look new. We remove old, moldy caulk and apply a smooth, durable seal.",
    image: picture("service-caulking"),
    whyChoose: [
      { title: "Complete removal", text: "Old caulk and residue are fully removed before anything new goes on." },
      { title: "Mold-resistant sealant", text: "We use 100% silicone or hybrid sealants rated for wet areas." },
      { title: "Crisp, straight lines", text: "Neat beads that look professional and seal tight." },
    ],
    included: [
      "Tub, shower and backsplash re-caulking",
      "Sink, countertop and toilet base sealing",
      "Window and door perimeter sealing",
      "Baseboard and trim caulking before paint",
      "Removal of old caulk and mildew",
    ],
    areaText: "We seal bathrooms, kitchens, windows and trim across Greater Los Angeles.",
    faq: [
      {
        question: "How long does new caulking last?",
        answer: "Quality caulking lasts 5 to 10 years, depending on the material and how much water the area sees.",
      },
      {
        question: "How soon can I use my shower?",
        answer:
          "Most sealants need 24 hours to cure before they get wet. We will tell you the exact time for the product used.",
      },
      {
        question: "Can you caulk over old caulk?",
        answer: "We don't. New caulk over old traps moisture and peels early, so we remove the old bead first.",
      },
    ],
    showLocations: false,
    cta: { title: "Seal it right", text: "Book caulking and protect your home from leaks and mold." },
  },
  {
    slug: "gutter-cleaning",
    metaTitle: `Gutter Cleaning in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Gutter cleaning in ${serviceArea.name}: debris removal, downspout flushing and a gutter check before the rainy season. Ladder-safe technicians.`,
    heroTitle: "Gutter Cleaning Before the Rain Arrives",
    heroText:
      "Clogged gutters overflow and damage roofs, fascia and foundations. We clear leaves and debris, flush downspouts and check that water flows away from your home.",
    image: picture("service-gutter-cleaning"),
    whyChoose: [
      { title: "Ladder-safe", text: "Trained technicians with proper ladders and fall protection." },
      { title: "Downspouts flushed", text: "We make sure water flows freely from the roof to the ground." },
      { title: "No mess left behind", text: "Debris is bagged and removed, not dumped in your garden." },
    ],
    included: [
      "Hand removal of leaves and debris",
      "Downspout flushing and unclogging",
      "Gutter flow test",
      "Inspection for loose brackets and leaks",
      "Bagging and removal of debris",
    ],
    areaText: "We clean gutters for one- and two-story homes across Greater Los Angeles.",
    faq: [
      {
        question: "How often should gutters be cleaned?",
        answer:
          "Once a year before the rainy season is enough for most Southern California homes; twice a year if you have overhanging trees.",
      },
      {
        question: "Do you clean two-story homes?",
        answer: "Yes. We clean one- and two-story homes. Steep or three-story roofs are assessed case by case.",
      },
      {
        question: "Can you repair a leaking gutter?",
        answer:
          "We reseal leaking joints and re-secure loose brackets during the visit, and quote larger repairs separately.",
      },
    ],
    showLocations: false,
    cta: { title: "Be ready for the rainy season", text: "Book a gutter cleaning and keep water where it belongs." },
  },
  {
    slug: "smart-home-setup",
    metaTitle: `Smart Home Setup in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Smart home setup in ${serviceArea.name}: video doorbells, smart thermostats, locks, cameras and Wi-Fi devices installed and connected to your phone.`,
    heroTitle: "Smart Home Device Setup",
    heroText:
      "We install and connect video doorbells, smart thermostats, locks, cameras, lighting and speakers, then show you how to use them from your phone.",
    image: picture("service-smart-home-setup"),
    whyChoose: [
      { title: "All major brands", text: "Ring, Nest, Ecobee, August, Arlo, Philips Hue and more." },
      { title: "Connected and tested", text: "Devices are paired with your Wi-Fi and apps and tested end to end." },
      { title: "A quick walkthrough", text: "We show you the features that matter before we leave." },
    ],
    included: [
      "Video doorbell installation",
      "Smart thermostat installation and setup",
      "Smart lock installation",
      "Security camera mounting and pairing",
      "Smart lighting, plugs and speakers",
      "App setup and a walkthrough",
    ],
    areaText: "We set up smart homes across Greater Los Angeles, from single devices to whole-home systems.",
    faq: [
      {
        question: "Which smart home brands do you install?",
        answer: "We work with all major brands, including Ring, Google Nest, Ecobee, August, Arlo and Philips Hue.",
      },
      {
        question: "Will my thermostat work with my HVAC system?",
        answer:
          "We check wiring compatibility before installing and can add a power adapter where a common wire is missing.",
      },
      {
        question: "Do I need to buy the devices first?",
        answer: "Yes, please have your devices on hand. We are happy to recommend models that fit your home.",
      },
    ],
    showLocations: false,
    cta: { title: "Make your home smarter", text: "Book a smart home setup and control it all from your phone." },
  },
  {
    slug: "door-lock-repair",
    metaTitle: `Door & Lock Repair in ${serviceArea.name} | Pacific Crest Handyman`,
    metaDescription:
      `Door and lock repair in ${serviceArea.name}: sticking doors, misaligned latches, deadbolt and handle installation, weatherstripping. Book online.`,
    heroTitle: "Door & Lock Repair",
    heroText:
      "Doors that stick, latches that miss and locks that jam are more than annoying. We adjust, repair and replace doors, hinges, handles and deadbolts.",
    image: picture("service-door-lock-repair"),
    whyChoose: [
      { title: "Secure homes", text: "Properly aligned deadbolts and reinforced strike plates keep doors secure." },
      { title: "Smooth operation", text: "Hinges, latches and frames adjusted so doors close with one push." },
      { title: "Quality hardware", text: "We install your hardware or bring durable, well-rated replacements." },
    ],
    included: [
      "Sticking and sagging door adjustment",
      "Latch and strike plate alignment",
      "Deadbolt and handle installation",
      "Hinge repair and replacement",
      "Weatherstripping and door sweeps",
      "Sliding door track and roller service",
    ],
    areaText: "We repair doors and locks in homes, rentals and small businesses across Greater Los Angeles.",
    faq: [
      {
        question: "Can you rekey my locks?",
        answer:
          "We replace lock cylinders and deadbolts so old keys no longer work. For master-key systems we recommend a locksmith.",
      },
      {
        question: "Why does my door stick?",
        answer:
          "Loose hinges, a settling house or humidity swelling the door are the usual causes. Most are fixed by adjusting or planing.",
      },
      {
        question: "Do you install smart locks?",
        answer: "Yes. We install smart deadbolts and set them up with your phone as part of our smart home service.",
      },
    ],
    showLocations: false,
    cta: { title: "Open, close and lock with confidence", text: "Book a door and lock repair today." },
  },
];

/** The nine service landing pages, in the header submenu's order. */
export const services: Service[] = serviceNav.map(({ slug, label }) => {
  const text = serviceTexts.find((entry) => entry.slug === slug);
  if (!text) throw new Error(`Missing service content for ${slug}`);
  return { ...text, label };
});

export const servicePageText: ServicePageText = {
  book: (label) => `Book ${label}`,
  call: (phone) => `Call ${phone}`,
  price: (priceRange) => `Price: ${priceRange}`,
  whyTitle: (label) => `Why Choose Us for ${label}`,
  includedTitle: "What's Included",
  areaTitle: "Service Area",
  seeCities: "See the cities we serve",
  nearYou: (label) => `${label} Near You`,
  recentWork: (label) => `Recent ${label} Work`,
  faqTitle: "Frequently Asked Questions",
};

