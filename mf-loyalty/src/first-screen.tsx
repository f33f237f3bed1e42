// mf-loyalty's first screens, drawn on the edge (the contract's RenderFirstScreen, built for
// Node by defineFirstScreenConfig) with the pages' own views and texts, as a guest's first
// render (the edge reads without cookies): from the loyalty.getPrograms read, /loyalty's
// head, the call to register and the default programme's levels and earning rules, and a
// programme's page; from the CMS's getPromotions read, /promotions' head over the current
// promotions' cards and a promotion's page (its campaign offer as it stands while the
// visitor's state with it is read); from the first page of campaigns.getoffers (and the CMS's
// common, which says how offers are described), /offers' head over a guest's offer cards and
// an offer's page (first-screen-offers.tsx). The shell shows it until the page mounts and
// draws the same markup in its place.
import * as v from 'valibot';
import { LoyaltyProgramSchema } from '@omad/contract/api';
import { CmsPromotionSchema, LoyaltyConfigSchema } from '@omad/contract/cms';
import type { FirstScreenDrawn } from '@omad/contract/first-screen';
import { FIRST_SCREEN_ABSENT, firstScreensOf, type FirstScreenInput } from '@omad/contract/pages';
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
import {
  PromotionOfferBox,
  PromotionOfferLoading,
} from './features/promotions/promotion-offer-box';
import { PromotionView, promotionIn } from './features/promotions/promotion-view';
import { promotionSeo, promotionsSeo } from './features/promotions/promotions-seo';
import { PromotionList, PromotionsView, currentOf } from './features/promotions/promotions-view';
import { NOTHING, drawing, moneyOnTheEdge, translate } from './first-screen-drawing';
import { drawOffer, drawOffers } from './first-screen-offers';
import { PromoCodeInvite } from './lib/promo-code-invite';
import type { PAGES } from './pages';

/** A guest's standing: the call to register, whose buttons do nothing here. */
const GUEST_STANDING = <GuestInviteView onRegister={NOTHING} onSignIn={NOTHING} />;

/** The programmes of a loyalty.getPrograms answer; null for anything else. */
const programsIn = (answer: unknown) => {
  const listed = v.safeParse(v.array(LoyaltyProgramSchema), answer);
  return listed.success ? listed.output : null;
};

/** /loyalty from its programmes: what a guest's first render shows once they are read. */
const drawLoyalty = ({
  reads: [programs, read],
  locale,
}: FirstScreenInput): FirstScreenDrawn | null => {
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
}: FirstScreenInput): FirstScreenDrawn | typeof FIRST_SCREEN_ABSENT | null => {
  const listed = programsIn(programs);
  if (!listed) return null;
  const program = programIn(listed, params['sysname'] ?? '');
  if (!program) return FIRST_SCREEN_ABSENT;
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
const drawPromotions = ({
  reads: [promotions],
  locale,
}: FirstScreenInput): FirstScreenDrawn | null => {
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
}: FirstScreenInput): FirstScreenDrawn | typeof FIRST_SCREEN_ABSENT | null => {
  const listed = promotionsIn(promotions);
  if (!listed) return null;
  const promotion = promotionIn(listed, params['id'] ?? '');
  if (!promotion) return FIRST_SCREEN_ABSENT;
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

export const renderFirstScreen = firstScreensOf<typeof PAGES>({
  '/loyalty': drawing(drawLoyalty),
  '/loyalty/:sysname': drawing(drawProgram),
  '/offers': drawing(drawOffers),
  '/offers/:id': drawing(drawOffer),
  '/promotions': drawing(drawPromotions),
  '/promotions/:id': drawing(drawPromotion),
});
