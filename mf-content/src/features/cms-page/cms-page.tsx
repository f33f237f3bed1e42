// /{slug}: a CMS page, its title and sanitized rich content, with the page's own SEO. An
// unknown slug leaves the region to the shell's not-found page (see use-cms-page.ts).
import { useParams } from 'react-router';
import { Container, Skeleton } from '@omad/ui';
import { usePageSeo } from '@omad/contract/remote';
import { RichText } from '../../lib/rich-text';
import { CMS_CONTENT_CLASS, CmsArticle } from './cms-article';
import { cmsPageSeo } from './page-seo';
import { useCmsPage } from './use-cms-page';
import './cms-page.css';

export const CmsPage = () => {
  const { slug = '' } = useParams();
  const page = useCmsPage(slug);
  usePageSeo(page ? cmsPageSeo(page) : null);

  if (page === undefined) {
    return (
      <Container narrow className="omad-cms-page" aria-busy="true" data-testid="cms-page-loading">
        <Skeleton variant="text" width="60%" height={36} />
        <Skeleton variant="text" lines={8} className="omad-cms-page__skeleton-body" />
      </Container>
    );
  }
  if (page === null) return null;
  return (
    <CmsArticle title={page.title} data-testid="cms-page" data-slug={slug}>
      <RichText html={page.content} className={CMS_CONTENT_CLASS} />
    </CmsArticle>
  );
};
