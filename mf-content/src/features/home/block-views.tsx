// One view per kind of home block: section tiles, the "why Omad" features, rich text and
// the FAQ. Each is a titled section; texts and media come from the CMS as they are.
import { useId, type ReactNode } from 'react';
import { Link } from 'react-router';
import type { HomeBlock } from '@omad/contract/cms';
import { LazyRichText } from '../../lib/lazy-rich-text';

type BlockOf<K extends HomeBlock['__component']> = Extract<HomeBlock, { __component: K }>;

const BlockSection = ({
  title,
  kind,
  children,
}: Readonly<{ title: string | null; kind: string; children: ReactNode }>) => {
  const titleId = useId();
  return (
    <section
      className={`omad-home-block omad-home-block--${kind}`}
      aria-labelledby={title ? titleId : undefined}
      data-testid="home-block"
      data-block={kind}
    >
      {title ? (
        <h2 id={titleId} className="omad-home-block__title">
          {title}
        </h2>
      ) : null}
      {children}
    </section>
  );
};

const isExternal = (url: string) => /^https?:\/\//i.test(url);

const TileLink = ({ url, children }: Readonly<{ url: string; children: ReactNode }>) =>
  isExternal(url) ? (
    <a href={url} className="omad-home-tile" target="_blank" rel="noopener noreferrer">
      {children}
    </a>
  ) : (
    <Link to={url} className="omad-home-tile">
      {children}
    </Link>
  );

export const TilesBlock = ({ block }: Readonly<{ block: BlockOf<'home.tiles'> }>) => (
  <BlockSection title={block.title} kind="tiles">
    <ul className="omad-home-tiles">
      {block.tiles.map((tile) => (
        <li key={tile.url}>
          <TileLink url={tile.url}>
            {tile.image ? (
              <img
                className="omad-home-tile__image"
                src={tile.image}
                alt=""
                width={320}
                height={200}
                loading="lazy"
              />
            ) : (
              <span className="omad-home-tile__image" />
            )}
            <span className="omad-home-tile__text">
              <span className="omad-home-tile__label">{tile.label}</span>
              {tile.description ? (
                <span className="omad-home-tile__description">{tile.description}</span>
              ) : null}
            </span>
          </TileLink>
        </li>
      ))}
    </ul>
  </BlockSection>
);

export const FeaturesBlock = ({ block }: Readonly<{ block: BlockOf<'home.features'> }>) => (
  <BlockSection title={block.title} kind="features">
    <ul className="omad-home-features">
      {block.items.map((item) => (
        <li key={item.title} className="omad-home-feature">
          {item.icon ? <img src={item.icon} alt="" width={48} height={48} loading="lazy" /> : null}
          <h3 className="omad-home-feature__title">{item.title}</h3>
          <p className="omad-home-feature__text">{item.text}</p>
        </li>
      ))}
    </ul>
  </BlockSection>
);

export const RichTextBlock = ({ block }: Readonly<{ block: BlockOf<'home.rich-text'> }>) => (
  <BlockSection title={block.title} kind="rich-text">
    <LazyRichText html={block.content} />
  </BlockSection>
);

export const FaqBlock = ({ block }: Readonly<{ block: BlockOf<'home.faq'> }>) => (
  <BlockSection title={block.title} kind="faq">
    <div className="omad-home-faq">
      {block.items.map((item) => (
        <details key={item.question} className="omad-home-faq__item">
          <summary className="omad-home-faq__question">{item.question}</summary>
          <p className="omad-home-faq__answer">{item.answer}</p>
        </details>
      ))}
    </div>
  </BlockSection>
);
