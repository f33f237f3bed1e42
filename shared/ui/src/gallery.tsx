// Every kit component in its states on one page, for screenshot and design
// review. Exported as '@omad/ui/gallery', not from the main entry.
import { cx } from './class-names';
import { Container } from './container';
import type { DialogVariant } from './dialog';
import { ControlsGallery } from './gallery-controls';
import { DialogsGallery } from './gallery-dialogs';
import { FeedbackGallery } from './gallery-feedback';
import { FoundationsGallery } from './gallery-foundations';
import { PagesGallery } from './gallery-pages';
import { Logo } from './logo';
import './gallery.css';

export type UiGalleryProps = {
  /** Renders this dialog open, for a screenshot of it. */
  openDialog?: DialogVariant;
  className?: string;
};

export function UiGallery({ openDialog, className }: UiGalleryProps) {
  return (
    <div className={cx('omad-gallery', className)}>
      <header className="omad-gallery__top">
        <Container className="omad-gallery__top-inner">
          <Logo height={32} />
          <span className="omad-gallery__top-title">UI kit</span>
        </Container>
      </header>
      <Container as="main" className="omad-gallery__main">
        <FoundationsGallery />
        <ControlsGallery />
        <FeedbackGallery />
        <DialogsGallery openDialog={openDialog} />
        <PagesGallery />
      </Container>
    </div>
  );
}
