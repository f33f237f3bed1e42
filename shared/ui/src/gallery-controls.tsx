// Gallery: buttons, icon buttons, form fields and tabs in their states.
import { useState } from 'react';
import { Badge } from './badge';
import { Button } from './button';
import type { ButtonSize, ButtonVariant } from './button';
import { Checkbox } from './checkbox';
import { GalleryItem, GallerySection } from './gallery-layout';
import { Icon } from './icon';
import { IconButton } from './icon-button';
import { Select } from './select';
import { Tabs } from './tabs';
import { TextArea } from './text-area';
import { TextField } from './text-field';

const variants: ButtonVariant[] = ['primary', 'secondary', 'ghost', 'danger', 'link'];
const sizes: ButtonSize[] = ['sm', 'md', 'lg'];
const currencies = [
  { value: 'uzs', label: 'UZS — soʻm' },
  { value: 'usd', label: 'USD — dollar' },
  { value: 'rub', label: 'RUB — rubl', disabled: true },
];
const lobbyTabs = [
  { value: 'all', label: 'Hammasi', extra: <Badge size="sm">1 240</Badge> },
  { value: 'slots', label: 'Slotlar' },
  {
    value: 'live',
    label: 'Live kazino',
    extra: (
      <Badge size="sm" tone="danger" solid>
        LIVE
      </Badge>
    ),
  },
  { value: 'crash', label: 'Crash' },
  { value: 'tables', label: 'Stol oʻyinlari', disabled: true },
];

export function ControlsGallery() {
  const [tab, setTab] = useState('slots');
  const [section, setSection] = useState('deposit');
  return (
    <>
      <GallerySection title="Buttons">
        {variants.map((variant) => (
          <GalleryItem
            key={variant}
            label={`variant=${variant} · sm / md / lg / disabled / loading`}
          >
            {sizes.map((size) => (
              <Button key={size} variant={variant} size={size}>
                Depozit
              </Button>
            ))}
            <Button variant={variant} disabled>
              Depozit
            </Button>
            <Button variant={variant} loading>
              Depozit
            </Button>
          </GalleryItem>
        ))}
        <div className="omad-gallery__grid">
          <GalleryItem label="iconStart / iconEnd">
            <Button iconStart={<Icon name="wallet" size={20} />}>Hisobni toʻldirish</Button>
            <Button variant="secondary" iconEnd={<Icon name="chevron-right" size={20} />}>
              Barchasi
            </Button>
          </GalleryItem>
          <GalleryItem label="href renders <a>">
            <Button href="#gallery-buttons" variant="secondary">
              Havola
            </Button>
          </GalleryItem>
          <GalleryItem label="fullWidth">
            <Button fullWidth size="lg">
              Roʻyxatdan oʻtish
            </Button>
          </GalleryItem>
        </div>
      </GallerySection>
      <GallerySection title="Icon buttons">
        <GalleryItem label="ghost / secondary / primary · sm / md / lg · count · disabled">
          <IconButton icon="menu" aria-label="Menyu" />
          <IconButton icon="search" variant="secondary" aria-label="Qidirish" />
          <IconButton icon="plus" variant="primary" aria-label="Qoʻshish" />
          <IconButton icon="heart" size="sm" variant="secondary" aria-label="Sevimlilar" />
          <IconButton icon="user" size="lg" variant="secondary" aria-label="Profil" />
          <IconButton icon="bell" variant="secondary" count={3} aria-label="Bildirishnomalar: 3" />
          <IconButton
            icon="bell"
            variant="secondary"
            count={120}
            aria-label="Bildirishnomalar: 120"
          />
          <IconButton icon="close" disabled aria-label="Yopish" />
        </GalleryItem>
      </GallerySection>
      <GallerySection title="Form fields">
        <div className="omad-gallery__grid">
          <TextField
            label="Telefon raqami"
            prefix="+998"
            placeholder="90 123 45 67"
            inputMode="tel"
          />
          <TextField
            label="Summa"
            hint="Minimal depozit 10 000 soʻm"
            suffix="UZS"
            inputMode="numeric"
          />
          <TextField label="Email" defaultValue="player@omad" error="Email manzili notoʻgʻri" />
          <TextField label="Parol" type="password" defaultValue="omad2025" required />
          <TextField
            label="Qidirish"
            hideLabel
            placeholder="Oʻyinlarni qidirish"
            prefix={<Icon name="search" size={20} />}
          />
          <TextField label="Promokod" defaultValue="WELCOME" disabled />
          <Select label="Valyuta" options={currencies} defaultValue="uzs" />
          <TextArea label="Xabar" hint="10 tadan 2000 tagacha belgi" rows={3} />
          <Select
            label="Shahar"
            placeholder="Tanlang"
            options={[]}
            required
            error="Shaharni tanlang"
          />
        </div>
        <div className="omad-gallery__grid">
          <Checkbox label="Yangiliklar va bonuslarni olish" defaultChecked />
          <Checkbox
            label={
              <>
                <a href="#terms">Qoidalar</a> bilan tanishdim, 18 yoshdan kattaman
              </>
            }
            error="Davom etish uchun tasdiqlang"
          />
          <Checkbox label="Eslab qolish" hint="Faqat shaxsiy qurilmada" />
          <Checkbox label="Oʻchirilgan" disabled defaultChecked />
        </div>
      </GallerySection>
      <GallerySection title="Tabs">
        <GalleryItem label="look=pills, with badges and a disabled tab">
          <Tabs aria-label="Oʻyinlar turkumi" items={lobbyTabs} value={tab} onChange={setTab} />
        </GalleryItem>
        <GalleryItem label="look=underline, with a panel">
          <Tabs
            look="underline"
            aria-label="Kassa"
            items={[
              { value: 'deposit', label: 'Depozit' },
              { value: 'withdraw', label: 'Pul yechish' },
              { value: 'history', label: 'Tarix' },
            ]}
            value={section}
            onChange={setSection}
          >
            <p style={{ margin: 0, color: 'var(--omad-color-text-muted)' }}>Panel: {section}</p>
          </Tabs>
        </GalleryItem>
      </GallerySection>
    </>
  );
}
