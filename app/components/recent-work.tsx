import type { Photo } from "~/content/pictures";
import { SitePicture } from "./site-picture";

/** The company's photos of jobs done for a service or in a city; absent when it has none. */
export function RecentWork({ id, title, pictures }: { id: string; title: string; pictures: Photo[] }) {
  if (pictures.length === 0) return null;
  return (
    <section aria-labelledby={id} className="py-16">
      <div className="mx-auto max-w-7xl px-4 sm:px-6 lg:px-8">
        <h2 id={id} className="text-center text-3xl font-bold tracking-tight text-slate-900">
          {title}
        </h2>
        <ul className="mt-10 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
          {pictures.map((photo) => (
            <li key={photo.src}>
              <figure>
                <SitePicture
                  picture={photo}
                  sizes="(min-width: 1024px) 33vw, (min-width: 640px) 50vw, 100vw"
                  className="rounded-xl object-cover shadow-sm ring-1 ring-slate-200"
                />
                <figcaption className="mt-2 text-sm text-slate-600">{photo.alt}</figcaption>
              </figure>
            </li>
          ))}
        </ul>
      </div>
    </section>
  );
}
