// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import type { Offer } from '@omad/contract/api';
import {
  StartAt,
  accountFixture,
  answer,
  asGuest,
  commonContent,
  createTestHost,
  offerFixture,
  offersPage,
  type PlatformCall,
} from '../../testing/test-host';
import { OfferPage } from './offer-page';

afterEach(cleanup);

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const page = (id: string) => (
  <StartAt url={`/offers/${id}`}>
    <Routes>
      <Route path="/offers/:id" element={<OfferPage />} />
    </Routes>
  </StartAt>
);

const cardReload = offerFixture(202, {
  trigger: {
    action: 'deposit',
    params: { exclude_methods: ['payme', 'click'] },
    user_satisfies_params: true,
    unmet: [],
  },
  description: {
    title: "Karta orqali to'ldirishga 25%",
    short_description: "Har bir to'ldirishga bonus.",
    img_desktop: '/api/_media/offer/202.svg',
    button_text: 'Depozit qilish',
    terms: "Bonus — depozitning 25 foizi.\nEng kam depozit: 100 000 so'm.",
    currency: 'UZS',
    min_deposit: '100000',
    max_bonus: '1000000',
    wager_multiplier: 20,
  },
  promotions: [{ type: 'deposit_bonus', percent: 25, amount: null, count: null, game: null }],
  ends_at: '2030-12-31T19:00:00.000Z',
});

/** The platform pages two offers at a time: the page must look past the first. */
const pagedBy2 = (offers: () => readonly Offer[]) => (call: PlatformCall) =>
  answer(offersPage(offers(), Number(call.fields['offset'] ?? 0), 2));

describe('one offer', () => {
  it('shows the offer in full, found on a later page of getoffers', async () => {
    const offers = [offerFixture(1), offerFixture(2), cardReload];
    const host = createTestHost({
      session: player,
      platform: { 'campaigns.getoffers': pagedBy2(() => offers) },
      cms: { common: commonContent() },
    });
    host.render(page('202'));
    expect(
      await screen.findByRole('heading', { level: 1, name: "Karta orqali to'ldirishga 25%" }),
    ).toBeTruthy();
    expect(host.callsOf('campaigns.getoffers').map((call) => call.fields['offset'])).toEqual([
      '0',
      '2',
    ]);
    expect(screen.getByTestId('offer-gives').textContent).toBe(
      "25% bonus, ko'pi bilan 1,000,000 UZS",
    );
    await waitFor(() =>
      expect(
        within(screen.getByTestId('offer-conditions'))
          .getAllByRole('listitem')
          .map((item) => item.textContent),
      ).toEqual([
        'Eng kam depozit: 100,000 UZS',
        'Tikish talabi: ×20',
        'Quyidagi usullarga taalluqli emas: Payme, Click',
        '31.12.2030 gacha amal qiladi',
      ]),
    );
    expect(
      within(screen.getByTestId('offer-terms'))
        .getAllByRole('listitem')
        .map((item) => item.textContent),
    ).toEqual(['Bonus — depozitning 25 foizi.', "Eng kam depozit: 100 000 so'm."]);
    expect(screen.getByRole('button', { name: 'Tanlash' })).toBeTruthy();
    expect(host.props.seo.setPage).toHaveBeenCalledWith(
      expect.objectContaining({
        title: "Karta orqali to'ldirishga 25%",
        image: '/api/_media/offer/202.svg',
      }),
    );
  });

  it('takes it and then shows it taken, with the way to the deposit', async () => {
    let offers = [cardReload];
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': pagedBy2(() => offers),
        'campaigns.takepromotions': () => {
          offers = [{ ...cardReload, is_taken: true }];
          return answer(offers[0]);
        },
      },
    });
    host.render(page('202'));
    fireEvent.click(await screen.findByRole('button', { name: 'Tanlash' }));
    expect(await screen.findByText('Olingan')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Depozit qilish' }).getAttribute('href')).toBe(
      '/cashier/deposit',
    );
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(1);
  });

  it('says an unknown offer is not found, with the way back to the offers', async () => {
    const host = createTestHost({
      locale: 'ru',
      platform: { 'campaigns.getoffers': pagedBy2(() => [asGuest(offerFixture(1))]) },
    });
    host.render(page('42'));
    const missing = within(await screen.findByTestId('offer-missing'));
    expect(missing.getByRole('heading', { name: 'Такое предложение не найдено' })).toBeTruthy();
    expect(missing.getByRole('link', { name: 'Все предложения' }).getAttribute('href')).toBe(
      '/offers',
    );
    expect(host.props.seo.setPage).toHaveBeenCalledWith(expect.objectContaining({ noindex: true }));
  });

  it('does not ask the platform about an id that cannot be an offer', async () => {
    const host = createTestHost({
      platform: { 'campaigns.getoffers': pagedBy2(() => [offerFixture(1)]) },
    });
    host.render(page('abc'));
    expect(await screen.findByTestId('offer-missing')).toBeTruthy();
    expect(host.callsOf('campaigns.getoffers')).toHaveLength(0);
  });
});
