// @vitest-environment jsdom
import { act, cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Events } from '@omad/contract';
import type { Offer } from '@omad/contract/api';
import {
  StartAt,
  accountFixture,
  answer,
  asGuest,
  createTestHost,
  offerFixture,
  offersPage,
  promotionFixture,
  refusal,
  spinsOfferFixture,
} from '../../testing/test-host';
import { PromotionPage } from './promotion-page';
import { PromotionsPage } from './promotions-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const welcome = promotionFixture(1, {
  slug: 'welcome',
  title: 'Birinchi depozitga 100% bonus',
  offerId: 201,
  terms: "Faqat birinchi depozit uchun.\nEng kam depozit — 50 000 so'm.",
});
const freeSpins = promotionFixture(2, {
  slug: 'free-spins',
  title: '10 ta bepul aylantirish',
  offerId: 301,
  finishedAt: '2030-12-31T19:00:00.000Z',
});
const cashback = promotionFixture(5, {
  slug: 'weekly-cashback',
  title: 'Har hafta 10% keshbek',
  url: '/profile/cashback',
  buttonTitle: "Keshbekni ko'rish",
});
const spring = promotionFixture(6, {
  slug: 'spring-2025',
  title: 'Bahor aksiyasi',
  finishedAt: '2025-05-31T18:59:59.000Z',
});
const future = promotionFixture(7, { slug: 'new-year', startsAt: '2099-12-01T00:00:00.000Z' });
const promotions = [welcome, freeSpins, cashback, spring, future];

const pages = (url: string) => (
  <StartAt url={url}>
    <Routes>
      <Route path="/promotions" element={<PromotionsPage />} />
      <Route path="/promotions/:id" element={<PromotionPage />} />
    </Routes>
  </StartAt>
);

const listing = (offers: () => readonly Offer[]) => () => answer(offersPage(offers(), 0));

describe('the promotions page', () => {
  it('lists the current promotions by position, each linking to its page', async () => {
    const host = createTestHost({ session: player, cms: { promotions } });
    host.render(pages('/promotions'));
    const list = await screen.findByRole('list', { name: "Aksiyalar ro'yxati" });
    await waitFor(() =>
      expect(
        within(list)
          .getAllByRole('heading')
          .map((heading) => heading.textContent),
      ).toEqual([
        'Birinchi depozitga 100% bonus',
        '10 ta bepul aylantirish',
        'Har hafta 10% keshbek',
      ]),
    );
    expect(
      within(list).getByRole('link', { name: '10 ta bepul aylantirish' }).getAttribute('href'),
    ).toBe('/promotions/free-spins');
    expect(
      within(screen.getByTestId('promotion-free-spins')).getByText('31.12.2030 gacha'),
    ).toBeTruthy();
    // Players activate codes here too.
    expect(screen.getByRole('textbox', { name: 'Promokod' })).toBeTruthy();
    expect(host.props.seo.setPage).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Aksiyalar' }),
    );
  });

  it('says when there is no current promotion, and offers a retry when the CMS fails', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createTestHost({ cms: { promotions: [spring] } }).render(pages('/promotions'));
    expect(await screen.findByText("Hozircha aksiyalar yo'q")).toBeTruthy();
    cleanup();
    createTestHost({ cms: {} }).render(pages('/promotions'));
    expect(await screen.findByText("Aksiyalarni yuklab bo'lmadi")).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Qayta urinish' })).toBeTruthy();
  });
});

describe('one promotion', () => {
  it("shows its texts and terms, with its offer's state and the take button", async () => {
    let offers: Offer[] = [offerFixture(201)];
    const host = createTestHost({
      session: player,
      cms: { promotions },
      platform: {
        'campaigns.getoffers': listing(() => offers),
        'campaigns.takepromotions': () => {
          offers = [offerFixture(201, { is_taken: true })];
          return answer(offers[0]);
        },
      },
    });
    host.render(pages('/promotions/welcome'));
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Birinchi depozitga 100% bonus' }),
    ).toBeTruthy();
    expect(screen.getByText('First paragraph of 1.')).toBeTruthy();
    expect(screen.getByText('Second paragraph of 1.')).toBeTruthy();
    expect(
      within(screen.getByTestId('promotion-terms'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Faqat birinchi depozit uchun.', "Eng kam depozit — 50 000 so'm."]);
    const offer = within(screen.getByTestId('promotion-offer'));
    expect(await offer.findByText('Offer 201')).toBeTruthy();
    expect(offer.getByTestId('offer-gives').textContent).toBe(
      "100% bonus, ko'pi bilan 2,000,000 UZS",
    );
    expect(
      offer
        .getByRole('link', { name: "Taklif tafsilotlari va to'liq shartlari" })
        .getAttribute('href'),
    ).toBe('/offers/201');
    fireEvent.click(offer.getByRole('button', { name: 'Tanlash' }));
    expect(await offer.findByText('Olingan')).toBeTruthy();
    expect(offer.getByRole('link', { name: 'Depozit qilish' }).getAttribute('href')).toBe(
      '/cashier/deposit',
    );
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(1);
  });

  it("asks a guest to sign in to take the promotion's offer, then takes it once", async () => {
    let signedIn = false;
    const spins = spinsOfferFixture(301);
    const host = createTestHost({
      locale: 'ru',
      cms: { promotions },
      platform: {
        'campaigns.getoffers': listing(() => [signedIn ? spins : asGuest(spins)]),
        'campaigns.takepromotions': () => answer(spins),
      },
    });
    const opened: unknown[] = [];
    host.bus.on(Events.AuthOpen, (request) => opened.push(request));
    host.render(pages('/promotions/free-spins'));
    const offer = within(await screen.findByTestId('promotion-offer'));
    const button = await offer.findByRole('button', { name: 'Войти и получить' });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(opened).toHaveLength(2);
    expect(host.session.whenSignedIn).toHaveBeenCalledTimes(1);
    signedIn = true;
    act(() => host.sessionStore.setState(player));
    const action = vi.mocked(host.session.whenSignedIn).mock.calls[0]?.[0];
    await act(async () => action?.());
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(1);
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: '«Spins 301» — на вашем счёте!',
    });
  });

  it('says in words that a refusal happened, keeping the page', async () => {
    const host = createTestHost({
      session: player,
      cms: { promotions },
      platform: {
        'campaigns.getoffers': listing(() => [offerFixture(201)]),
        'campaigns.takepromotions': () =>
          refusal('InvalidParameterException', { errorData: { offer_id: ['ALREADY_USED'] } }),
      },
    });
    host.render(pages('/promotions/welcome'));
    fireEvent.click(await screen.findByRole('button', { name: 'Tanlash' }));
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Siz bu taklifdan allaqachon foydalangansiz.',
      }),
    );
    expect(screen.getByRole('heading', { level: 1 }).textContent).toBe(
      'Birinchi depozitga 100% bonus',
    );
  });

  it('links a promotion without an offer to its own page (the cashback) and reads no offers', async () => {
    const host = createTestHost({ session: player, cms: { promotions } });
    host.render(pages('/promotions/weekly-cashback'));
    const link = await screen.findByRole('link', { name: "Keshbekni ko'rish" });
    expect(link.getAttribute('href')).toBe('/profile/cashback');
    expect(screen.queryByTestId('promotion-offer')).toBeNull();
    expect(host.callsOf('campaigns.getoffers')).toHaveLength(0);
  });

  it('marks a finished promotion as over and offers nothing to take', async () => {
    const host = createTestHost({
      session: player,
      cms: {
        promotions: [
          ...promotions,
          { ...welcome, id: 9, slug: 'old-welcome', finishedAt: '2025-01-01T00:00:00Z' },
        ],
      },
    });
    host.render(pages('/promotions/old-welcome'));
    expect(await screen.findByTestId('promotion-finished')).toBeTruthy();
    expect(screen.getByText("Bu aksiya yakunlangan. Joriy aksiyalarni ko'ring.")).toBeTruthy();
    expect(screen.queryByTestId('promotion-offer')).toBeNull();
    expect(host.callsOf('campaigns.getoffers')).toHaveLength(0);
  });

  it('says an unknown promotion is not found, in Russian, with the way back', async () => {
    const host = createTestHost({ locale: 'ru', cms: { promotions } });
    host.render(pages('/promotions/no-such-thing'));
    const missing = within(await screen.findByTestId('promotion-missing'));
    expect(missing.getByRole('heading', { name: 'Такая акция не найдена' })).toBeTruthy();
    expect(missing.getByRole('link', { name: 'Все акции' }).getAttribute('href')).toBe(
      '/promotions',
    );
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining({ noindex: true }));
  });
});
