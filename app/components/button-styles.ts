import { clsx } from "clsx";

/**
 * The site's one button look, for ui/button (the admin) and for the public pages' links and
 * buttons alike, built with clsx only: the public pages must stay lean, and tailwind-merge
 * (behind ui/*'s `cn`) alone is ~8.5 KB gzip. What every button shares is the `.btn` rule in
 * app.css (a component class, so a caller's utilities always win over it, and a page of buttons
 * does not repeat ~280 bytes of classes on each); a variant adds its colours, a size its box.
 */
const variants = {
  default: "bg-brand-600 text-white hover:bg-brand-700",
  accent: "bg-accent-400 text-slate-900 hover:bg-accent-500",
  destructive: "bg-red-600 text-white hover:bg-red-700",
  outline: "border border-slate-300 bg-white text-slate-900 hover:bg-slate-50",
  "outline-light": "border border-white/70 bg-transparent text-white hover:bg-white/10",
  secondary: "bg-slate-100 text-slate-900 hover:bg-slate-200",
  ghost: "text-slate-900 hover:bg-slate-100",
  link: "text-brand-600 underline-offset-4 hover:underline",
};

const sizes = { default: "h-10 px-4 py-2 text-sm", sm: "h-9 px-3 text-sm", lg: "h-12 px-6 text-base", icon: "size-10 text-sm" };

export type ButtonStyle = { variant?: keyof typeof variants; size?: keyof typeof sizes; className?: string };

export function buttonClass({ variant = "default", size = "default", className }: ButtonStyle = {}) {
  return clsx("btn", variants[variant], sizes[size], className);
}

export const fieldClass =
  "flex w-full rounded-md border border-slate-300 bg-white px-3 py-2 text-base text-slate-900 placeholder:text-slate-500 focus-visible:outline-none focus-visible:ring-2 focus-visible:ring-brand-500 disabled:cursor-not-allowed disabled:opacity-60 aria-[invalid=true]:border-red-600";

export const labelClass = "text-sm font-medium leading-none text-slate-800";

export { clsx as cx };
