// The head of a listing page (promotions, offers, the programme): its one h1 and the line
// under it, in page.css's look. The page and its first screen (first-screen.tsx) both draw it.
export const PageHead = ({ title, lead }: Readonly<{ title: string; lead: string }>) => (
  <header className="omad-loyalty-page__head">
    <h1>{title}</h1>
    <p>{lead}</p>
  </header>
);
