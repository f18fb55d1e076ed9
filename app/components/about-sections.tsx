import type { Photo } from "~/content/pictures";
import { CheckCircleIcon } from "./icons";
import { SitePicture } from "./site-picture";

type PersonCard = { name: string; role: string; bio?: string; photo: Photo | null };

function Person({ person, large = false }: { person: PersonCard; large?: boolean }) {
  return (
    <li className="flex flex-col gap-4 sm:flex-row sm:items-start">
      {person.photo ? (
        <SitePicture
          picture={person.photo}
          sizes={large ? "12rem" : "8rem"}
          className={large ? "size-48 rounded-2xl object-cover" : "size-32 rounded-2xl object-cover"}
        />
      ) : null}
      <div>
        <h3 className={large ? "text-2xl font-bold text-slate-900" : "text-lg font-semibold text-slate-900"}>{person.name}</h3>
        <p className="text-brand-700">{person.role}</p>
        {person.bio ? <p className="mt-3 max-w-prose text-slate-700">{person.bio}</p> : null}
      </div>
    </li>
  );
}

/** The About page's people, from the facts file: the owner first, then the team; absent when none is named. */
export function TeamSection({ owner, team, title }: { owner: PersonCard | null; team: PersonCard[]; title: string }) {
  if (!owner && team.length === 0) return null;
  return (
    <section aria-labelledby="team-title" className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id="team-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        {owner ? (
          <ul className="mt-8">
            <Person person={owner} large />
          </ul>
        ) : null}
        {team.length > 0 ? (
          <ul className="mt-10 grid gap-8 sm:grid-cols-2 lg:grid-cols-3">
            {team.map((person) => (
              <Person key={person.name} person={person} />
            ))}
          </ul>
        ) : null}
      </div>
    </section>
  );
}

/** The guarantee's terms, whole, at /about#guarantee: every page that names the guarantee links here. */
export function GuaranteeSection({ guarantee }: { guarantee: { title: string; terms: string[] } }) {
  return (
    <section id="guarantee" aria-labelledby="guarantee-title" className="scroll-mt-24 py-16">
      <div className="mx-auto max-w-3xl px-4 sm:px-6 lg:px-8">
        <h2 id="guarantee-title" className="text-3xl font-bold tracking-tight text-slate-900">
          {guarantee.title}
        </h2>
        <ul className="mt-6 space-y-4">
          {guarantee.terms.map((term) => (
            <li key={term} className="flex items-start gap-3 text-lg text-slate-800">
              <CheckCircleIcon className="mt-1 size-5 shrink-0 text-brand-600" />
              {term}
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
