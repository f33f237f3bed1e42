// The chat's card on /support: a skeleton while the widget loads, then the "open chat"
// button beside the vendor's own launcher; a clear message when the chat is unavailable
// (offline, blocked) or when the site has none.
import { useTranslation } from 'react-i18next';
import { Button, Card, Icon, LoadFailed, Skeleton } from '@omad/ui';
import { chatStatusOf, type SupportChat } from './use-support-chat';

export const ChatCard = ({ chat }: Readonly<{ chat: SupportChat }>) => {
  const { t } = useTranslation('content');
  const status = chatStatusOf(chat);
  let title = t('services.support.chat.title');
  let body;
  switch (status) {
    case 'loading':
      body = (
        <>
          <span className="omad-visually-hidden">{t('services.support.chat.loading')}</span>
          <Skeleton variant="text" lines={2} />
          <Skeleton variant="block" width={180} height={44} />
        </>
      );
      break;
    case 'ready':
      body = (
        <>
          <p className="omad-support__muted">{t('services.support.chat.ready')}</p>
          <Button iconStart={<Icon name="chat" size={20} />} onClick={() => chat.data?.open()}>
            {t('services.support.chat.open')}
          </Button>
        </>
      );
      break;
    case 'unavailable':
      title = t('services.support.chat.unavailableTitle');
      body = (
        <LoadFailed
          title={t('services.support.chat.unavailable')}
          onRetry={() => void chat.refetch()}
        />
      );
      break;
    case 'none':
      title = t('services.support.chat.noneTitle');
      body = <p className="omad-support__muted">{t('services.support.chat.none')}</p>;
      break;
  }
  return (
    <Card
      as="section"
      className="omad-support-chat"
      aria-labelledby="omad-support-chat"
      aria-busy={status === 'loading'}
      data-testid="support-chat"
      data-status={status}
      {...(chat.data ? { 'data-kind': chat.data.kind } : {})}
    >
      <h2 id="omad-support-chat" className="omad-support__heading">
        {title}
      </h2>
      {body}
    </Card>
  );
};
