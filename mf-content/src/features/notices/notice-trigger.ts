// When loyalty notices are fetched (spec section 4): once on the first click, double
// click or touch on the page, then again on every change of the route's path (a query or
// hash change is not one), and when a player signs in after that first interaction.
export type NoticeTrigger = Readonly<{
  /** A click, double click or touch anywhere on the page. */
  interacted: () => void;
  /** The location's pathname, after every location change. */
  navigated: (pathname: string) => void;
  /** Something changed whose notices may be waiting (a sign-in). */
  refresh: () => void;
}>;

export const createNoticeTrigger = (
  initialPath: string,
  fetchNotices: () => void,
): NoticeTrigger => {
  let interacted = false;
  let path = initialPath;
  return {
    interacted: () => {
      if (interacted) return;
      interacted = true;
      fetchNotices();
    },
    navigated: (pathname) => {
      if (pathname === path) return;
      path = pathname;
      if (interacted) fetchNotices();
    },
    refresh: () => {
      if (interacted) fetchNotices();
    },
  };
};
