import { StarIcon } from "./icons";

/** A star rating out of five, announced as text ("2 out of 5 stars"). */
export function Stars({ count }: { count: number }) {
  return (
    <p className="flex gap-0.5">
      <span className="sr-only">{`${count} out of 5 stars`}</span>
      {Array.from({ length: 5 }, (_, index) => (
        <StarIcon key={index} className={index < count ? "size-5 text-accent-500" : "size-5 text-slate-300"} />
      ))}
    </p>
  );
}
