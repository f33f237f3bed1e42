// The post-registration hints of a signed-in player (spec section 4) as a slim strip in the
// shell's account-hints slot, in the page's flow above it: it pushes the page down rather
// than covering a game's controls or a form's fields, and appears only right after the
// player acted (use-hint-reveal.ts), so it never shifts a page that is loading.
import { useState, type MouseEvent } from 'react';
import { useNavigate } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Button, Container } from '@omad/ui';
import { useRemoteProps } from '@omad/contract/remote';
import { sendConfirmation } from '../../lib/hints/confirm-email';
import { HintStrip } from './hint-strip';
import { useHintReveal } from './use-hint-reveal';
import { useWantedHints, type HintName } from './use-wanted-hints';
import './hints.css';

export const Hints = () => {
  const { t } = useTranslation('auth');
  const { api, toast, localizePath } = useRemoteProps();
  const navigate = useNavigate();
  const { account, contact, content, wanted, settled } = useWantedHints();
  const revealed = useHintReveal(wanted, settled);
  const [dismissed, setDismissed] = useState<readonly HintName[]>([]);
  const [sending, setSending] = useState(false);

  const shown = revealed.filter((name) => !dismissed.includes(name));
  if (!account || shown.length === 0) return null;
  const dismiss = (name: HintName) => setDismissed((current) => [...current, name]);

  const confirm = () => {
    if (!contact) return;
    setSending(true);
    sendConfirmation(api, contact)
      .then(() => toast({ kind: 'success', message: t('hints.sent', { contact }) }))
      .catch(() => toast({ kind: 'error', message: t('hints.sendFailed') }))
      .finally(() => setSending(false));
  };

  return (
    <section className="omad-hints" aria-label={t('hints.region')}>
      <Container className="omad-hints__inner">
        {shown.includes('registration') && content.registration ? (
          <HintStrip
            testId="registration-hint"
            icon="gift"
            title={content.registration.title}
            text={content.registration.text}
            dismissLabel={t('hints.dismiss')}
            onDismiss={() => dismiss('registration')}
            action={
              <Button
                size="sm"
                href={localizePath('/cashier/deposit')}
                onClick={(event: MouseEvent<HTMLAnchorElement>) => {
                  event.preventDefault();
                  void navigate('/cashier/deposit');
                }}
              >
                {content.registration.buttonTitle}
              </Button>
            }
          />
        ) : null}
        {shown.includes('confirm') && content.confirm ? (
          <HintStrip
            testId="confirm-hint"
            icon="info"
            title={content.confirm.title}
            text={content.confirm.text}
            dismissLabel={t('hints.dismiss')}
            onDismiss={() => dismiss('confirm')}
            action={
              <Button size="sm" variant="secondary" loading={sending} onClick={confirm}>
                {content.confirm.buttonTitle}
              </Button>
            }
          />
        ) : null}
      </Container>
    </section>
  );
};
