import type * as React from "react";

/** The privacy policy's pieces, the same in both languages: a section's heading, a paragraph, a list, a link's look. */
export function PolicyHeading({ children }: { children: React.ReactNode }) {
  return <h2 className="mt-12 text-2xl font-bold tracking-tight text-slate-900">{children}</h2>;
}

export function PolicyParagraph({ children }: { children: React.ReactNode }) {
  return <p className="mt-4 text-lg leading-relaxed text-slate-700">{children}</p>;
}

export function PolicyList({ items }: { items: string[] }) {
  return (
    <ul className="mt-4 list-disc space-y-2 pl-6 text-lg text-slate-700">
      {items.map((line) => (
        <li key={line}>{line}</li>
      ))}
    </ul>
  );
}

export const policyLink = "font-semibold text-brand-700 underline underline-offset-4";
