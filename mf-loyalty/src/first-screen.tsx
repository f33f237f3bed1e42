// mf-loyalty's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig) with the pages' own views and texts, as a guest's first
// render (the edge reads without cookies): from the loyalty.getPrograms read, /loyalty's
// head, the call to register and the default programme's levels and earning rules, and a
// programme's page; from the CMS's getPromotions read, /promotions' head over the current
// promotions' cards and a promotion's page (its campaign offer as it stands while the
// visitor's state with it is read); /offers' head over its cards' skeletons (pages.ts says
// why it reads nothing yet). The shell shows it until the page mounts and draws the same
// markup in its place.
import type { ReactElement, ReactNode } from 'react';
import { renderToStaticMarkup } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { StaticRouter, generatePath } from 'react-router';
import type { TFunction } from 'i18next';
import * as v from 'valibot';
import { basenameOf, localizePath, type Locale, type PageSeoInput } from '@omad/contract';
import { LoyaltyProgramSchema, type Money } from '@omad/contract/api';
import { CmsPromotionSchema, LoyaltyConfigSchema } from '@omad/contract/cms';
import { formatMoney } from '@omad/contract/format';
import {
  FIRST_SCREEN_ABSENT,
  firstScreensOf,
  type DrawFirstScreen,
  type FirstScreenInput,
} from '@omad/contract/pages';
import { firstScreenTranslators } from '@omad/contract/remote';
import { UiLocaleProvider } from '@omad/ui';
import { CharacterCard } from './features/loyalty/character-section';
import { GuestInviteView } from './features/loyalty/guest-invite';
import { loyaltySeo, programSeo } from './features/loyalty/loyalty-seo';
import {
  LoyaltyView,
  OtherPrograms,
  ProgramsLoading,
  programsOf,
} from './features/loyalty/loyalty-view';
import { ProgramView, programIn } from './features/loyalty/program-layout';
import { ProgramSections } from './features/loyalty/program-view';
import { offersSeo } from './features/offers/offers-seo';
import { OfferGrid, OffersView } from './features/offers/offers-view';
import {
  PromotionOfferBox,
  PromotionOfferLoading,
} from './features/promotions/promotion-offer-box';
import { PromotionView, promotionIn } from './features/promotions/promotion-view';
import { promotionSeo, promotionsSeo } from './features/promotions/promotions-seo';
import { PromotionList, PromotionsView, currentOf } from './features/promotions/promotions-view';
import { PromoCodeInvite } from './lib/promo-code-invite';
import { ru } from './i18n/ru';
import { uz } from './i18n/uz';
import type { PAGES } from './pages';

const NAMESPACE = 'loyalty';

const translators = firstScreenTranslators(NAMESPACE, { uz, ru });
const translate = (locale: Locale): TFunction => translators(locale).getFixedT(locale, NAMESPACE);

/** What a control does on the edge, where nothing runs. */
const NOTHING = () => undefined;

/** Money as the page writes it before the CMS's currency symbols are read: with its code. */
const moneyOnTheEdge = (money: Money) => formatMoney(money.amount, money.currency);

/** A guest's standing: the call to register, whose buttons do nothing here. */
const GUEST_STANDING = <GuestInviteView onRegister={NOTHING} onSignIn={NOTHING} />;

type Drawn = Readonly<{ element: ReactElement; images: readonly string[]; seo: PageSeoInput }>;

/** A page whose subject the read lists no such one of: the edge answers it with 404. */
const ABSENT = 'absent';

/** The programmes of a loyalty.getPrograms answer; null for anything else. */
const programsIn = (answer: unknown) => {
  const listed = v.safeParse(v.array(LoyaltyProgramSchema), answer);
  return listed.success ? listed.output : null;
};

/** /loyalty from its programmes: what a guest's first render shows once they are read. */
const drawLoyalty = ({ reads: [programs, read], locale }: FirstScreenInput): Drawn | null => {
  const listed = programsIn(programs);
  if (!listed) return null;
  const t = translate(locale);
  // The programme's texts the editors wrote, as the page draws them once it has read them.
  const parsed = v.safeParse(LoyaltyConfigSchema, read);
  const config = parsed.success ? parsed.output : null;
  const { main, others } = programsOf(listed);
  const element = (
    <LoyaltyView
      title={config?.title ?? t('programme.title')}
      lead={config?.description ?? t('programme.lead')}
      standing={GUEST_STANDING}
      // The characters as they are while the page reads them; a guest has chosen none here.
      character={
        <CharacterCard
          title={config?.characters.title ?? null}
          chosen={null}
          pending
          failed={false}
          guest
          hasChoice={false}
          ready={false}
          saving={false}
          onOpen={NOTHING}
        />
      }
    >
      {main ? (
        <ProgramSections
          program={main}
          playerLevel={null}
          config={config}
          formatMoney={moneyOnTheEdge}
          after={<OtherPrograms programs={others} />}
        />
      ) : (
        <ProgramsLoading />
      )}
    </LoyaltyView>
  );
  return { element, images: [], seo: loyaltySeo(t, config) };
};

/**
 * /loyalty/:sysname: the programme's head and sections, for a sysname the read lists; absent
 * for one it does not (the page's not-found state).
 */
const drawProgram = ({
  reads: [programs],
  params,
  locale,
}: FirstScreenInput): Drawn | typeof ABSENT | null => {
  const listed = programsIn(programs);
  if (!listed) return null;
  const program = programIn(listed, params['sysname'] ?? '');
  if (!program) return ABSENT;
  const element = (
    <ProgramView program={program} standing={GUEST_STANDING}>
      <ProgramSections
        program={program}
        playerLevel={null}
        config={null}
        formatMoney={moneyOnTheEdge}
      />
    </ProgramView>
  );
  return { element, images: [], seo: programSeo(translate(locale), program, false) };
};

/** The promotions of a getPromotions answer; null for anything else. */
const promotionsIn = (answer: unknown) => {
  const listed = v.safeParse(v.array(CmsPromotionSchema), answer);
  return listed.success ? listed.output : null;
};

/**
 * /promotions: the head over the current promotions' cards when the edge read them, else over
 * their skeletons (the page's first render); null for an answer that is not the promotions.
 */
const drawPromotions = ({ reads: [promotions], locale }: FirstScreenInput): Drawn | null => {
  const listed = promotions === undefined ? undefined : promotionsIn(promotions);
  if (listed === null) return null;
  const current = listed ? currentOf(listed, Date.now()) : undefined;
  const element = (
    <PromotionsView
      list={<PromotionList current={current} />}
      promoCode={<PromoCodeInvite onRegister={NOTHING} />}
    />
  );
  const images = (current ?? []).flatMap((promotion) => (promotion.image ? [promotion.image] : []));
  return { element, images, seo: promotionsSeo(translate(locale)) };
};

/**
 * /promotions/:id: the promotion of that slug (or entry id) in the read, its campaign offer as
 * the page draws it while the offer is read; absent for one the read does not list (the
 * page's not-found state).
 */
const drawPromotion = ({
  reads: [promotions],
  params,
  origin,
}: FirstScreenInput): Drawn | typeof ABSENT | null => {
  const listed = promotionsIn(promotions);
  if (!listed) return null;
  const promotion = promotionIn(listed, params['id'] ?? '');
  if (!promotion) return ABSENT;
  const element = (
    <PromotionView
      promotion={promotion}
      now={Date.now()}
      origin={origin}
      offer={() => (
        <PromotionOfferBox>
          <PromotionOfferLoading />
        </PromotionOfferBox>
      )}
    />
  );
  const images = promotion.image ? [promotion.image] : [];
  return { element, images, seo: promotionSeo(promotion) };
};

/** /offers: its head, a guest's promo-code invitation and the cards' skeletons. */
const drawOffers = ({ locale }: FirstScreenInput): Drawn => ({
  element: (
    <OffersView promoCode={<PromoCodeInvite onRegister={NOTHING} />}>
      <OfferGrid busy />
    </OffersView>
  ),
  images: [],
  seo: offersSeo(translate(locale)),
});

/**
 * What the page's views expect around them, as the remote's root gives it: this build's texts
 * in the page's language, and a router at the page's address for their links (it never moves).
 */
const PageContext = ({
  input,
  children,
}: Readonly<{ input: FirstScreenInput; children: ReactNode }>) => (
  <I18nextProvider i18n={translators(input.locale)} defaultNS={NAMESPACE}>
    <UiLocaleProvider locale={input.locale}>
      <StaticRouter
        location={localizePath(generatePath(input.route, input.params), input.locale)}
        basename={basenameOf(input.locale)}
      >
        {children}
      </StaticRouter>
    </UiLocaleProvider>
  </I18nextProvider>
);

/**
 * Test ids mark the page, never what stands in for it: a test that waits for one must find
 * the mounted page's, which it can use.
 */
const withoutTestIds = (html: string) => html.replace(/ data-testid="[^"]*"/g, '');

/**
 * React puts a preload of each image shown at once ahead of static markup; the edge's head
 * preloads the drawing's images already (its `images`), so the markup is the page's alone.
 */
const withoutPreloads = (html: string) => html.replace(/^(?:<link rel="preload"[^>]*>)+/, '');

/** A drawer as the edge calls it: its element as markup in the page's context. */
const drawing =
  (draw: (input: FirstScreenInput) => Drawn | typeof ABSENT | null): DrawFirstScreen =>
  (input) => {
    const drawn = draw(input);
    if (drawn === ABSENT) return FIRST_SCREEN_ABSENT;
    if (!drawn) return null;
    const html = renderToStaticMarkup(<PageContext input={input}>{drawn.element}</PageContext>);
    return { html: withoutTestIds(withoutPreloads(html)), images: drawn.images, seo: drawn.seo };
  };

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/loyalty': drawing(drawLoyalty),
  '/loyalty/:sysname': drawing(drawProgram),
  '/offers': drawing(drawOffers),
  '/promotions': drawing(drawPromotions),
  '/promotions/:id': drawing(drawPromotion),
});
