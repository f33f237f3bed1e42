// The gallery's building blocks: a titled section and a captioned sample.
import type { ReactNode } from 'react';

/** One titled block of the gallery. */
export function GallerySection({ title, children }: { title: string; children: ReactNode }) {
  const id = `gallery-${title.toLowerCase().replace(/[^a-z0-9]+/g, '-')}`;
  return (
    <section className="omad-gallery__section" aria-labelledby={id}>
      <h2 id={id} className="omad-gallery__heading">
        {title}
      </h2>
      {children}
    </section>
  );
}

/** A labelled cell inside a section: one state of one component. */
export function GalleryItem({ label, children }: { label: string; children: ReactNode }) {
  return (
    <figure className="omad-gallery__item">
      <div className="omad-gallery__sample">{children}</div>
      <figcaption className="omad-gallery__caption">{label}</figcaption>
    </figure>
  );
}
