// SEO url patterns such as '/game/{name}' (page SEO entries, meta-data-tool templates and
// the routes' SEO urls of spec section 2): matching a path and filling the placeholders.

/** The placeholder values of `pattern` in `path` ('/game/{name}', '/game/x' → { name: 'x' }), or null. */
export const matchSeoPattern = (
  pattern: string,
  path: string,
): Readonly<Record<string, string>> | null => {
  const names: string[] = [];
  const source = pattern
    .split(/(\{\w+\})/)
    .map((part) => {
      const placeholder = /^\{(\w+)\}$/.exec(part);
      if (!placeholder?.[1]) return part.replace(/[.*+?^$()|[\]\\]/g, '\\$&');
      names.push(placeholder[1]);
      return '([^/?#]+)';
    })
    .join('');
  const match = new RegExp(`^${source}$`).exec(path);
  if (!match) return null;
  return Object.fromEntries(names.map((name, index) => [name, match[index + 1] ?? '']));
};

const decode = (value: string): string => {
  try {
    return decodeURIComponent(value);
  } catch {
    return value;
  }
};

/**
 * A path segment as a reader would name it: 'book-of_omad' → 'Book Of Omad'. The page knows
 * the real name and passes its own title; this is what the head says until it does.
 */
export const humanizeSegment = (segment: string): string =>
  decode(segment)
    .replace(/[-_+\s]+/g, ' ')
    .trim()
    .replace(/(^|\s)(\S)/g, (_, space: string, first: string) => space + first.toUpperCase());

/** Fills `{name}`-style placeholders of a template; unknown placeholders stay as they are. */
export const fillSeoTemplate = (
  template: string,
  values: Readonly<Record<string, string>>,
): string =>
  template.replace(/\{(\w+)\}/g, (whole, name: string) => {
    const value = values[name];
    return value === undefined ? whole : humanizeSegment(value);
  });

/** The form page SEO entries store paths in: '/promotions/?x#y' → '/promotions'. */
export const seoPath = (path: string): string =>
  path.replace(/[?#].*$/, '').replace(/(.)\/+$/, '$1') || '/';
