// Sanitized rich text in its box, with no router or remote props: the page (rich-text.tsx)
// and the first screen the edge draws (first-screen.tsx) render this one markup.
import type { MouseEvent } from 'react';
import './rich-text.css';

/**
 * Sanitized rich text in its box: what RichText renders, and what the edge draws in a first
 * screen with the same sanitizer, so both are the same markup.
 */
export const RichTextHtml = ({
  safeHtml,
  className,
  onClick,
}: Readonly<{
  /** Output of sanitizeRichText, never anything else. */
  safeHtml: string;
  className?: string;
  onClick?: (event: MouseEvent<HTMLDivElement>) => void;
}>) => (
  <div
    className={className ? `omad-rich-text ${className}` : 'omad-rich-text'}
    onClick={onClick}
    dangerouslySetInnerHTML={{ __html: safeHtml }}
  />
);
