// The database's tables, one file a domain under schema/; drizzle-kit and every caller read them here.
export * from "./schema/leads";
export * from "./schema/admins";
export * from "./schema/mail";
export * from "./schema/security";
export * from "./schema/analytics";
export * from "./schema/schedule";
export * from "./schema/reviews";
export * from "./schema/quotes";
export * from "./schema/business";
export * from "./schema/photos";
export * from "./schema/payments";
export * from "./schema/texting";
export * from "./schema/ai";
