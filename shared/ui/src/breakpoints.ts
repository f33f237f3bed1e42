// The product's breakpoints, the same numbers tokens.css documents. CSS cannot
// read custom properties inside @media, so JS (matchMedia, image sizes) uses these.

/** A named range of viewport widths in CSS pixels; `max` is inclusive. */
export type BreakpointRange = Readonly<{ min: number; max: number }>;

export const breakpoints = {
  mobile: { min: 0, max: 767 },
  tablet: { min: 768, max: 991 },
  laptop: { min: 992, max: 1279 },
  laptopLarge: { min: 1280, max: 1365 },
  smallDesktop: { min: 1366, max: 1439 },
  desktop: { min: 1440, max: 1919 },
  large: { min: 1920, max: Number.POSITIVE_INFINITY },
} as const satisfies Record<string, BreakpointRange>;

export type BreakpointName = keyof typeof breakpoints;

/** A media query matching this breakpoint and every wider one, e.g. `(min-width: 992px)`. */
export function mediaUp(name: BreakpointName): string {
  return `(min-width: ${breakpoints[name].min}px)`;
}

/** A media query matching only this breakpoint's range. */
export function mediaOnly(name: BreakpointName): string {
  const { min, max } = breakpoints[name];
  if (max === Number.POSITIVE_INFINITY) return mediaUp(name);
  return min === 0 ? `(max-width: ${max}px)` : `(min-width: ${min}px) and (max-width: ${max}px)`;
}
