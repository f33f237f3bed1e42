// A CMS page's frame and title around its content: what the page draws once it has the page,
// and what the edge draws as its first screen (first-screen.tsx), so both are one markup.
import type { ReactNode } from 'react';
import { Container } from '@omad/ui';

/** The class of the page's rich text box. */
export const CMS_CONTENT_CLASS = 'omad-cms-page__content';

/** The page's frame and title around its content: the same for the page and its first screen. */
export const CmsArticle = ({
  title,
  children,
  ...marks
}: Readonly<{ title: string; children: ReactNode } & Record<`data-${string}`, string>>) => (
  <Container narrow className="omad-cms-page" {...marks}>
    <article>
      <h1 className="omad-cms-page__title">{title}</h1>
      {children}
    </article>
  </Container>
);
