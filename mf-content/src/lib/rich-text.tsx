// Renders CMS HTML: sanitized for the current locale (sanitize-html.ts), with clicks on
// internal links handed to the router, so they navigate without a full reload.
import { useMemo, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useRemoteProps } from '@omad/contract/remote';
import { RichTextHtml } from './rich-text-html';
import { INTERNAL_PATH_ATTRIBUTE, sanitizeRichText } from './sanitize-html';

type Props = Readonly<{ html: string; className?: string }>;

const isPlainClick = (event: MouseEvent) =>
  event.button === 0 && !event.metaKey && !event.ctrlKey && !event.shiftKey && !event.altKey;

export const RichText = ({ html, className }: Props) => {
  const { locale } = useRemoteProps();
  const navigate = useNavigate();
  const safeHtml = useMemo(
    () => sanitizeRichText(html, { locale, origin: window.location.origin }),
    [html, locale],
  );

  const followInternalLink = (event: MouseEvent<HTMLDivElement>) => {
    if (event.defaultPrevented || !isPlainClick(event)) return;
    const link =
      event.target instanceof Element
        ? event.target.closest(`a[${INTERNAL_PATH_ATTRIBUTE}]`)
        : null;
    const path = link?.getAttribute(INTERNAL_PATH_ATTRIBUTE);
    if (!path) return;
    event.preventDefault();
    // Locale-free: the router's basename adds /ru.
    void navigate(path);
  };

  return <RichTextHtml safeHtml={safeHtml} className={className} onClick={followInternalLink} />;
};
