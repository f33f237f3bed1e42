// The offers' and promotions' one look (tile.css): a card of the list (`Tile`), the head of a
// page (`TileHead`), and each one's shape while it loads. What differs (an offer's gives and
// state, a promotion's link) comes as children.
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { Card, Skeleton } from '@omad/ui';
import './tile.css';

/** A card's picture waits until it is near; a page's head shows its picture at once. */
const TileImage = ({
  image,
  className,
  eager = false,
}: Readonly<{ image: string | null; className: string; eager?: boolean }>) =>
  image ? (
    <img
      className={className}
      src={image}
      alt=""
      width={720}
      height={360}
      loading={eager ? 'eager' : 'lazy'}
      decoding="async"
    />
  ) : (
    <div className={className} aria-hidden="true" />
  );

export const Tile = ({
  testId,
  titleId,
  image,
  badges,
  title,
  to,
  text,
  children,
}: Readonly<{
  testId: string;
  titleId: string;
  image: string | null;
  badges: ReactNode;
  title: string;
  /** The page of the offer or promotion (locale-free). */
  to: string;
  text: string | null;
  children: ReactNode;
}>) => (
  <Card
    as="article"
    padding="none"
    className="omad-tile"
    aria-labelledby={titleId}
    data-testid={testId}
  >
    <TileImage image={image} className="omad-tile__image" />
    <div className="omad-tile__body">
      <div className="omad-tile__badges">{badges}</div>
      <h2 id={titleId} className="omad-tile__title">
        <Link to={to}>{title}</Link>
      </h2>
      {text ? <p className="omad-tile__text">{text}</p> : null}
      {children}
    </div>
  </Card>
);

/** A card's shape while the list loads (the same height, no jump). */
export const TileSkeleton = ({ children }: Readonly<{ children?: ReactNode }>) => (
  <Card padding="none" className="omad-tile" aria-hidden="true">
    <Skeleton variant="block" aspectRatio="2 / 1" />
    <div className="omad-tile__body">
      <Skeleton variant="text" width={120} />
      <Skeleton variant="text" width="70%" height={24} />
      <Skeleton variant="text" lines={2} />
      {children}
    </div>
  </Card>
);

/** The head of an offer's or a promotion's page: its picture beside its title and texts. */
export const TileHead = ({
  titleId,
  image,
  badges,
  title,
  texts,
  children,
}: Readonly<{
  titleId: string;
  image: string | null;
  badges: ReactNode;
  title: string;
  texts: readonly string[];
  children?: ReactNode;
}>) => (
  <Card as="article" padding="none" className="omad-tile-full" aria-labelledby={titleId}>
    <TileImage image={image} className="omad-tile-full__image" eager />
    <div className="omad-tile-full__main">
      <div className="omad-tile__badges">{badges}</div>
      <h1 id={titleId} className="omad-tile-full__title">
        {title}
      </h1>
      {texts.map((text) => (
        <p key={text} className="omad-tile-full__text">
          {text}
        </p>
      ))}
      {children}
    </div>
  </Card>
);

/** The head's shape while the page's data loads. */
export const TileHeadSkeleton = ({ children }: Readonly<{ children?: ReactNode }>) => (
  <Card padding="none" className="omad-tile-full" aria-hidden="true">
    <Skeleton variant="block" className="omad-tile-full__image" />
    <div className="omad-tile-full__main">
      <Skeleton variant="text" width={120} />
      <Skeleton variant="text" width="70%" height={36} />
      <Skeleton variant="text" lines={2} />
      {children}
    </div>
  </Card>
);
