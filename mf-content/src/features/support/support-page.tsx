// /support: the support chat the platform configures, the support contacts from the CMS
// and the feedback form. The contacts and the form work whatever happens to the chat.
import { useTranslation } from 'react-i18next';
import { Card, Container } from '@omad/ui';
import { usePageSeo } from '@omad/contract/remote';
import { ChatCard } from './chat-card';
import { FeedbackForm } from './feedback-form';
import { SupportContacts } from './support-contacts';
import { SupportHeader } from './support-header';
import { supportSeo } from './support-seo';
import { useSupportChat } from './use-support-chat';
import './support.css';

export const SupportPage = () => {
  const { t } = useTranslation('content');
  const chat = useSupportChat();
  usePageSeo(supportSeo(t));
  return (
    <Container className="omad-support" data-testid="support-page">
      <SupportHeader />
      <div className="omad-support__grid">
        <div className="omad-support__aside">
          <ChatCard chat={chat} />
          <SupportContacts />
        </div>
        <Card as="section" className="omad-feedback" aria-labelledby="omad-feedback-title">
          <h2 id="omad-feedback-title" className="omad-support__heading">
            {t('services.support.feedback.title')}
          </h2>
          <p className="omad-support__muted">{t('services.support.feedback.intro')}</p>
          <FeedbackForm />
        </Card>
      </div>
    </Container>
  );
};
