// Gallery: the three dialog variants, opened from buttons (or open from the start
// with UiGallery's `openDialog`, for screenshots).
import { useState } from 'react';
import { Button } from './button';
import { Checkbox } from './checkbox';
import { Dialog } from './dialog';
import type { DialogVariant } from './dialog';
import { GalleryItem, GallerySection } from './gallery-layout';
import { Stack } from './stack';
import { TextField } from './text-field';

export function DialogsGallery({ openDialog }: { openDialog: DialogVariant | undefined }) {
  const [open, setOpen] = useState<DialogVariant | 'locked' | null>(openDialog ?? null);
  const close = () => setOpen(null);
  return (
    <GallerySection title="Dialogs">
      <GalleryItem label="popup / confirm / curtain / not closable">
        <Button variant="secondary" onClick={() => setOpen('popup')}>
          Popup
        </Button>
        <Button variant="secondary" onClick={() => setOpen('confirm')}>
          Confirm
        </Button>
        <Button variant="secondary" onClick={() => setOpen('curtain')}>
          Curtain
        </Button>
        <Button variant="secondary" onClick={() => setOpen('locked')}>
          closable=false
        </Button>
      </GalleryItem>
      <Dialog
        open={open === 'popup'}
        onClose={close}
        title="Kirish"
        footer={
          <Button fullWidth size="lg" onClick={close}>
            Kirish
          </Button>
        }
      >
        <Stack gap={4}>
          <TextField label="Telefon raqami" prefix="+998" inputMode="tel" />
          <TextField label="Parol" type="password" />
          <Checkbox label="Eslab qolish" />
        </Stack>
      </Dialog>
      <Dialog
        open={open === 'confirm'}
        variant="confirm"
        onClose={close}
        title="Hisobdan chiqasizmi?"
        footer={
          <>
            <Button variant="secondary" onClick={close}>
              Bekor qilish
            </Button>
            <Button variant="danger" onClick={close}>
              Chiqish
            </Button>
          </>
        }
      >
        Faol sessiya yakunlanadi; oʻyinlarga qaytish uchun yana kirishingiz kerak boʻladi.
      </Dialog>
      <Dialog open={open === 'curtain'} variant="curtain" onClose={close} title="Filtrlar">
        <Stack gap={4}>
          {['Yangi', 'Mashhur', 'Jackpot', 'Bonus xaridi', 'Megaways'].map((filter) => (
            <Checkbox key={filter} label={filter} />
          ))}
          <Button fullWidth onClick={close}>
            Koʻrsatish
          </Button>
        </Stack>
      </Dialog>
      <Dialog
        open={open === 'locked'}
        closable={false}
        onClose={close}
        title="Profilni toʻldiring"
        footer={<Button onClick={close}>Saqlash</Button>}
      >
        <TextField label="Ism va familiya" />
      </Dialog>
    </GallerySection>
  );
}
