import type { Review } from "~/content/home";
import { formatCalendarDate } from "./dates";

/** A review as pages show it, with its date written out ("October 4, 2025"). */
export type ShownReview<T extends Review = Review> = T & { dateLabel: string };

export const showReview = <T extends Review>(review: T): ShownReview<T> => ({
  ...review,
  dateLabel: formatCalendarDate(review.date),
});
