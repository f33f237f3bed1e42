// The hall's page size when the CMS games-config gives none: also the size of the lobby's
// first read that the edge makes (pages.ts), so this file imports nothing: the build
// config loads it in Node.

/** Games per games.get call of the hall by default (the seeded games-config pageSize). */
export const DEFAULT_PAGE_SIZE = 24;
