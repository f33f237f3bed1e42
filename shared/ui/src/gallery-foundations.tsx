// Gallery: brand, colour tokens, type scale and the icon set.
import { GalleryItem, GallerySection } from './gallery-layout';
import { Icon, iconNames } from './icon';
import { Logo } from './logo';

const colours = [
  'bg',
  'surface',
  'surface-2',
  'surface-3',
  'border',
  'border-strong',
  'text',
  'text-muted',
  'brand',
  'accent',
  'success',
  'warning',
  'danger',
  'info',
  'focus',
];

const typeSizes = ['3xl', '2xl', 'xl', 'lg', 'md', 'sm', 'xs'];

export function FoundationsGallery() {
  return (
    <>
      <GallerySection title="Brand">
        <div className="omad-gallery__row">
          <GalleryItem label="Logo full 48">
            <Logo height={48} />
          </GalleryItem>
          <GalleryItem label="Logo full 32">
            <Logo height={32} />
          </GalleryItem>
          <GalleryItem label="Logo mark 48 / 32 / 24">
            <Logo variant="mark" height={48} />
            <Logo variant="mark" height={32} />
            <Logo variant="mark" height={24} />
          </GalleryItem>
        </div>
      </GallerySection>
      <GallerySection title="Colours">
        <div
          className="omad-gallery__grid"
          style={{ gridTemplateColumns: 'repeat(auto-fill, minmax(120px, 1fr))' }}
        >
          {colours.map((name) => (
            <GalleryItem key={name} label={`--omad-color-${name}`}>
              <span
                className="omad-gallery__swatch"
                style={{ background: `var(--omad-color-${name})` }}
              />
            </GalleryItem>
          ))}
          <GalleryItem label="--omad-gradient-brand">
            <span
              className="omad-gallery__swatch"
              style={{ background: 'var(--omad-gradient-brand)' }}
            />
          </GalleryItem>
          <GalleryItem label="--omad-gradient-accent">
            <span
              className="omad-gallery__swatch"
              style={{ background: 'var(--omad-gradient-accent)' }}
            />
          </GalleryItem>
        </div>
      </GallerySection>
      <GallerySection title="Type">
        {typeSizes.map((size) => (
          <GalleryItem key={size} label={`--omad-font-${size} / --omad-line-${size}`}>
            <span
              style={{
                fontSize: `var(--omad-font-${size})`,
                lineHeight: `var(--omad-line-${size})`,
                fontWeight: size.includes('xl') ? 700 : 400,
              }}
            >
              Omad bilan yutib oling — Выигрывайте с Omad
            </span>
          </GalleryItem>
        ))}
      </GallerySection>
      <GallerySection title="Icons">
        <div className="omad-gallery__icons">
          {iconNames.map((name) => (
            <div key={name} className="omad-gallery__icon-cell">
              <Icon name={name} />
              <span>{name}</span>
            </div>
          ))}
        </div>
      </GallerySection>
    </>
  );
}
