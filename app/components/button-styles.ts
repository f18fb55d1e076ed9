import { clsx } from "clsx";

/**
 * The look of ui/button and the form fields for the public pages, built with clsx only: the
 * public pages must stay lean, and tailwind-merge (behind ui/*'s `cn`) alone is ~8.5 KB gzip.
 * Callers pass classes that do not conflict with these.
 */
const base =
  "inline-flex items-center justify-center gap-2 whitespace-nowrap rounded-md font-semibold transition-colors focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 focus-visible:ring-offset-2 disabled:pointer-events-none disabled:opacity-60 [&_svg]:size-4 [&_svg]:shrink-0";

const variants = {
  default: "bg-brand-600 text-white hover:bg-brand-700",
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  "outline-light": "border border-white/70 bg-transparent text-white hover:bg-white/10",
};

const sizes = { default: "h-10 px-4 py-2 text-sm", lg: "h-12 px-6 text-base" };

export function buttonClass({
  variant = "default",
  size = "default",
  className,
}: { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string } = {}) {
  return clsx(base, variants[variant], sizes[size], className);
}

export const fieldClass =
  "flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-600";

export const labelClass = "text-sm font-medium leading-none text-slate-800";

export { clsx as cx };
