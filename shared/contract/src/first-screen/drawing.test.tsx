// A remote's first-screen drawing: its element in the page's context (texts and links in the
// page's language, what the remote wraps its pages in), its markup the page's alone.
import { Link } from 'react-router';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { FIRST_SCREEN_ABSENT, type FirstScreenInput } from '../pages/first-screen';
import { firstScreenDrawings } from './drawing';

const Offers = () => {
  const { t } = useTranslation();
  return (
    <section data-testid="offers-page">
      <img src="/hero.webp" alt="" fetchPriority="high" />
      <h1>{t('title')}</h1>
      <Link to="/offers/7">{t('more')}</Link>
    </section>
  );
};

const { translate, drawing } = firstScreenDrawings({
  namespace: 'loyalty',
  resources: {
    uz: { title: 'Takliflar', more: 'Batafsil' },
    ru: { title: 'Предложения', more: 'Подробнее' },
  },
  wrap: (page) => <div className="wrapped">{page}</div>,
});

const input = (locale: 'uz' | 'ru'): FirstScreenInput => ({
  route: '/offers',
  params: {},
  locale,
  origin: 'https://omad.test',
  reads: [],
});

describe('firstScreenDrawings', () => {
  it("draws the element in the page's language, with its links and the remote's wrap", () => {
    const draw = drawing(() => ({ element: <Offers />, images: ['/hero.webp'] }));
    const uz = draw(input('uz'));
    expect(uz).toEqual({
      html: '<div class="wrapped"><section><img src="/hero.webp" alt="" fetchPriority="high"/><h1>Takliflar</h1><a href="/offers/7" data-discover="true">Batafsil</a></section></div>',
      images: ['/hero.webp'],
    });
    expect(draw(input('ru'))?.html).toContain(
      '<h1>Предложения</h1><a href="/ru/offers/7" data-discover="true">Подробнее</a>',
    );
    expect(translate('ru')('more')).toBe('Подробнее');
  });

  it('keeps no test id and no preload ahead of the markup', () => {
    const html = drawing(() => ({ element: <Offers /> }))(input('uz'))?.html ?? '';
    expect(html).not.toContain('data-testid');
    expect(html).not.toContain('<link');
  });

  it("carries the page's head part, and says absent or nothing as the drawer does", () => {
    const seo = { title: 'Takliflar', noindex: false };
    expect(drawing(() => ({ element: <Offers />, seo }))(input('uz'))).toMatchObject({ seo });
    expect(drawing(() => FIRST_SCREEN_ABSENT)(input('uz'))).toBe(FIRST_SCREEN_ABSENT);
    expect(drawing(() => null)(input('uz'))).toBeNull();
  });
});
