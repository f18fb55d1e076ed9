import { StarIcon } from "./icons";

/** A star rating, announced as text ("5 out of 5 stars"). */
export function Stars({ count }: { count: number }) {
  return (
    <p className="flex gap-0.5 text-accent-500">
      <span className="sr-only">{`${count} out of 5 stars`}</span>
      {Array.from({ length: count }, (_, index) => (
        <StarIcon key={index} className="size-5" />
      ))}
    </p>
  );
}
