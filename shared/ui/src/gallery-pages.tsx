// Gallery: system pages as players meet them (not found, blocked, payment results).
import { Button } from './button';
import { GalleryItem, GallerySection } from './gallery-layout';
import { SystemPage } from './system-page';

export function PagesGallery() {
  return (
    <GallerySection title="System pages">
      <div className="omad-gallery__grid omad-gallery__grid--wide">
        <GalleryItem label="not found · brand">
          <div className="omad-gallery__frame">
            <SystemPage
              icon="search"
              tone="brand"
              title="Sahifa topilmadi"
              description="Havola eskirgan yoki sahifa oʻchirilgan."
              action={<Button href="#">Bosh sahifaga</Button>}
            />
          </div>
        </GalleryItem>
        <GalleryItem label="blocked · danger">
          <div className="omad-gallery__frame">
            <SystemPage
              icon="lock"
              tone="danger"
              title="Hisob bloklangan"
              description="Batafsil maʼlumot uchun qoʻllab-quvvatlash xizmatiga yozing."
              action={<Button variant="secondary">Qoʻllab-quvvatlash</Button>}
            />
          </div>
        </GalleryItem>
        <GalleryItem label="payment success · two actions">
          <div className="omad-gallery__frame">
            <SystemPage
              icon="check"
              tone="success"
              title="Toʻlov muvaffaqiyatli"
              description="250 000 soʻm hisobingizga tushdi."
              action={<Button>Oʻyinni boshlash</Button>}
              secondaryAction={<Button variant="ghost">Tarix</Button>}
            />
          </div>
        </GalleryItem>
        <GalleryItem label="maintenance · warning · Russian copy">
          <div className="omad-gallery__frame">
            <SystemPage
              icon="warning"
              tone="warning"
              title="Технические работы"
              description="Мы обновляем сайт. Загляните через несколько минут."
            />
          </div>
        </GalleryItem>
      </div>
    </GallerySection>
  );
}
