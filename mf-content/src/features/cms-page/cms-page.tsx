// /{slug}: a CMS page. An unknown slug tells the shell to show the not-found page.
// PLACEHOLDER for the body: the sanitized rich content comes with the content issue;
// until then the page shows its title and says the body is not rendered yet.
import { useEffect, useState } from 'react';
import { useParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { Badge, Card, Container, Skeleton } from '@omad/ui';
import { Events } from '@omad/contract';
import type { CmsPage as Page } from '@omad/contract/cms';
import { useRemoteProps } from '@omad/contract/remote';

export const CmsPage = () => {
  const { t } = useTranslation('content');
  const { cms, bus, locale } = useRemoteProps();
  const { slug = '' } = useParams();
  const [page, setPage] = useState<Page | null | undefined>(undefined);

  useEffect(() => {
    let cancelled = false;
    setPage(undefined);
    cms
      .getPage(slug)
      .then((found) => {
        if (cancelled) return;
        setPage(found);
        if (!found) bus.emit(Events.PageError, { status: 404 });
      })
      .catch((error: unknown) => {
        console.error('[mf-content] page unavailable', error);
        if (!cancelled) bus.emit(Events.PageError, { status: 404 });
      });
    return () => {
      cancelled = true;
    };
  }, [cms, bus, slug, locale]);

  if (page === undefined) {
    return (
      <Container className="omad-placeholder-page">
        <Skeleton variant="text" width="50%" height={36} />
        <Skeleton variant="text" lines={6} />
      </Container>
    );
  }
  if (page === null) return null;
  return (
    <Container className="omad-placeholder-page">
      <Card className="omad-placeholder" data-placeholder="slug">
        <Badge>{t('placeholderBody')}</Badge>
        <h1>{page.title}</h1>
      </Card>
    </Container>
  );
};
