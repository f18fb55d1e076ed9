/** Which form a lead came through: 'booking' (the /book page) or 'quote' (the home page form). */
export type LeadSource = "booking" | "quote";
