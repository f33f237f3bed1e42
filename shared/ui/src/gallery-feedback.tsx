// Gallery: badges, cards, loading states, toasts, empty and error states.
import { Badge } from './badge';
import type { BadgeTone } from './badge';
import { Button } from './button';
import { Card } from './card';
import { EmptyState } from './empty-state';
import { ErrorRegion } from './error-region';
import { GalleryItem, GallerySection } from './gallery-layout';
import { Icon } from './icon';
import { Skeleton } from './skeleton';
import { Spinner } from './spinner';
import { Stack } from './stack';
import { Toast } from './toast';

const tones: BadgeTone[] = ['neutral', 'brand', 'accent', 'success', 'warning', 'danger', 'info'];

export function FeedbackGallery() {
  return (
    <>
      <GallerySection title="Badges">
        <GalleryItem label="soft">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone}>
              {tone}
            </Badge>
          ))}
        </GalleryItem>
        <GalleryItem label="solid · sm · with icon">
          {tones.map((tone) => (
            <Badge key={tone} tone={tone} solid>
              {tone}
            </Badge>
          ))}
          <Badge tone="danger" solid size="sm">
            LIVE
          </Badge>
          <Badge tone="brand" icon={<Icon name="fire" />}>
            TOP
          </Badge>
        </GalleryItem>
      </GallerySection>
      <GallerySection title="Cards">
        <div className="omad-gallery__grid">
          <Card>
            <Stack gap={2}>
              <strong>Card · padding md</strong>
              <span style={{ color: 'var(--omad-color-text-muted)' }}>Balans: 1 250 000 soʻm</span>
            </Stack>
          </Card>
          <Card interactive padding="lg">
            <Stack gap={2}>
              <strong>interactive · lg</strong>
              <span style={{ color: 'var(--omad-color-text-muted)' }}>Hover: koʻtariladi</span>
            </Stack>
          </Card>
          <Card highlighted>
            <Stack gap={3}>
              <Badge tone="brand" solid>
                VIP
              </Badge>
              <strong>highlighted: 100% bonus birinchi depozitga</strong>
              <Button size="sm">Bonusni olish</Button>
            </Stack>
          </Card>
        </div>
      </GallerySection>
      <GallerySection title="Loading">
        <div className="omad-gallery__grid">
          <GalleryItem label="Skeleton block aspectRatio 4/3 + text lines=2">
            <Stack gap={2} style={{ width: '100%' }}>
              <Skeleton aspectRatio="4 / 3" />
              <Skeleton variant="text" lines={2} />
            </Stack>
          </GalleryItem>
          <GalleryItem label="Skeleton circle + text">
            <Stack direction="row" gap={3} align="center" style={{ width: '100%' }}>
              <Skeleton variant="circle" />
              <Skeleton variant="text" lines={2} width="70%" />
            </Stack>
          </GalleryItem>
          <GalleryItem label="Spinner sm / md / lg · in brand colour">
            <Spinner size="sm" />
            <Spinner />
            <Spinner size="lg" label="Yuklanmoqda" style={{ color: 'var(--omad-color-brand)' }} />
          </GalleryItem>
        </div>
      </GallerySection>
      <GallerySection title="Toasts">
        <div className="omad-gallery__grid omad-gallery__grid--wide">
          <Toast title="Tilni oʻzgartirdingiz" onDismiss={() => undefined} />
          <Toast
            kind="success"
            title="Depozit qabul qilindi"
            description="100 000 soʻm hisobingizga tushdi"
            onDismiss={() => undefined}
          />
          <Toast
            kind="error"
            title="Toʻlov amalga oshmadi"
            description="Bank operatsiyani rad etdi. Boshqa kartani sinab koʻring."
            action={
              <Button size="sm" variant="secondary">
                Qayta urinish
              </Button>
            }
            onDismiss={() => undefined}
          />
        </div>
      </GallerySection>
      <GallerySection title="Empty and error states">
        <div className="omad-gallery__grid omad-gallery__grid--wide">
          <EmptyState
            icon="heart"
            title="Sevimlilar hali yoʻq"
            description="Oʻyinlardagi yurakchani bosing — ular shu yerda paydo boʻladi."
            action={<Button variant="secondary">Oʻyinlarga oʻtish</Button>}
          />
          <Stack gap={4}>
            <ErrorRegion
              title="Boʻlim yuklanmadi"
              description="Internet aloqasini tekshirib, qayta urinib koʻring."
              retryLabel="Qayta urinish"
              onRetry={() => undefined}
            />
            <ErrorRegion
              title="Раздел не загрузился"
              retryLabel="Повторить"
              retrying
              onRetry={() => undefined}
            />
          </Stack>
        </div>
      </GallerySection>
    </>
  );
}
