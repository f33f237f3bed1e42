// A CMS page's own part of the head: its SEO fields, else its title; an article. The page
// gives it usePageSeo, and the first screen gives the edge the same, so both heads agree.
import type { CmsPage } from '@omad/contract/cms';
import type { PageSeoInput } from '@omad/contract';

export const cmsPageSeo = ({ title, seo }: CmsPage): PageSeoInput => ({
  title: seo?.metaTitle || title,
  ...(seo?.metaDescription ? { description: seo.metaDescription } : {}),
  ...(seo?.keywords ? { keywords: seo.keywords } : {}),
  ogType: 'article',
  structuredData: ['Article'],
});
