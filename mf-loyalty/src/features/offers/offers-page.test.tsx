// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { Offer } from '@omad/contract/api';
import {
  accountFixture,
  answer,
  commonContent,
  createTestHost,
  listing,
  offerFixture,
  offersPage,
  refusal,
  spinsOfferFixture,
} from '../../testing/test-host';
import { OffersPage } from './offers-page';

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
});

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const welcome = offerFixture(201, { ends_at: '2030-12-31T19:00:00.000Z' });
const spins = spinsOfferFixture(301);
const firstDepositOnly = offerFixture(202, {
  trigger: {
    action: 'deposit',
    params: { exclude_methods: ['payme'] },
    user_satisfies_params: false,
    unmet: ['promo_code', 'first_deposit'],
  },
});
const taken = offerFixture(203, { is_taken: true });

describe('the offers page', () => {
  it("shows each offer's picture, texts, what it gives, its end and the player's state", async () => {
    const host = createTestHost({
      session: player,
      platform: { 'campaigns.getoffers': listing(() => [welcome, spins, firstDepositOnly, taken]) },
      cms: { common: commonContent() },
    });
    host.render(<OffersPage />);
    const card = within(await screen.findByTestId('offer-201'));
    expect(card.getByRole('heading', { name: 'Offer 201' })).toBeTruthy();
    expect(card.getByText('Offer 201 in short')).toBeTruthy();
    expect(card.getByTestId('offer-gives').textContent).toBe(
      "100% bonus, ko'pi bilan 2,000,000 UZS",
    );
    expect(card.getByText('31.12.2030 gacha amal qiladi')).toBeTruthy();
    expect(card.getByRole('button', { name: 'Tanlash' })).toBeTruthy();
    expect(card.getByText("Tanlangan taklif keyingi depozitingizga qo'llaniladi.")).toBeTruthy();
    expect(screen.getByTestId('offer-201').querySelector('img')?.getAttribute('src')).toBe(
      '/api/_media/offer/201.svg',
    );

    const take = within(screen.getByTestId('offer-301'));
    expect(take.getByTestId('offer-gives').textContent).toBe(
      '10 ta bepul aylantirish · Sweet Bonanza',
    );
    expect(take.getByRole('button', { name: 'Olish' })).toBeTruthy();

    const unmet = within(screen.getByTestId('offer-202'));
    expect(unmet.queryByRole('button')).toBeNull();
    const reasons = within(unmet.getByTestId('offer-state'));
    expect(reasons.getByText("Hozircha olib bo'lmaydi")).toBeTruthy();
    expect(reasons.getAllByRole('listitem').map((item) => item.textContent)).toEqual([
      'Faqat promokod bilan ochiladi.',
      "Faqat hali depozit qilmagan o'yinchilar uchun.",
    ]);

    const done = within(screen.getByTestId('offer-203'));
    expect(done.getByText('Olingan')).toBeTruthy();
    expect(done.getByRole('link', { name: 'Depozit qilish' }).getAttribute('href')).toBe(
      '/cashier/deposit',
    );
    expect(host.props.seo.setPage).toHaveBeenCalledWith(
      expect.objectContaining({ title: 'Takliflar' }),
    );
  });

  it('reads the description through the CMS keys', async () => {
    const renamed = offerFixture(5, {
      description: { headline: 'Named by the CMS', blurb: 'Short by the CMS', picture: '/p.svg' },
    });
    createTestHost({
      session: player,
      platform: { 'campaigns.getoffers': listing(() => [renamed]) },
      cms: {
        common: commonContent({
          descriptionKeys: {
            title: 'headline',
            text: 'blurb',
            image: 'picture',
            buttonTitle: 'cta',
          },
        }),
      },
    }).render(<OffersPage />);
    const card = within(await screen.findByTestId('offer-5'));
    expect(await card.findByRole('heading', { name: 'Named by the CMS' })).toBeTruthy();
    expect(card.getByText('Short by the CMS')).toBeTruthy();
  });

  it('takes a deposit offer once, keeps it for the next deposit and links to the deposit', async () => {
    let offers: Offer[] = [welcome, spins];
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': listing(() => offers),
        'campaigns.takepromotions': () => {
          offers = [{ ...welcome, is_taken: true }, spins];
          return answer(offers[0]);
        },
      },
    });
    host.render(<OffersPage />);
    const card = within(await screen.findByTestId('offer-201'));
    fireEvent.click(card.getByRole('button', { name: 'Tanlash' }));
    expect(await card.findByText('Olingan')).toBeTruthy();
    expect(card.getByText("Taklif tanlangan: keyingi depozitingizga qo'llaniladi.")).toBeTruthy();
    expect(card.getByRole('link', { name: 'Depozit qilish' }).getAttribute('href')).toBe(
      '/cashier/deposit',
    );
    expect(host.callsOf('campaigns.takepromotions')).toHaveLength(1);
    expect(host.callsOf('campaigns.takepromotions')[0]?.fields['offer_id']).toBe('201');
    expect(host.props.toast).toHaveBeenCalledWith({
      kind: 'success',
      message: "Taklif tanlandi: u keyingi depozitingizga qo'llaniladi.",
    });
    // Read again, as many as were shown: the read holds the taken state.
    await waitFor(() => expect(host.callsOf('campaigns.getoffers')).toHaveLength(2));
    expect(card.getByText('Olingan')).toBeTruthy();
  });

  it('says a refusal in words and reads the offers again to show why', async () => {
    let offers: Offer[] = [welcome];
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': listing(() => offers),
        'campaigns.takepromotions': () => {
          offers = [
            offerFixture(201, {
              trigger: { ...welcome.trigger, user_satisfies_params: false, unmet: ['currency'] },
            }),
          ];
          return refusal('InvalidParameterException', { errorData: { offer_id: ['INVALID'] } });
        },
      },
    });
    host.render(<OffersPage />);
    fireEvent.click(await screen.findByRole('button', { name: 'Tanlash' }));
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: 'Siz hozircha bu taklif shartlariga mos kelmaysiz.',
      }),
    );
    expect(await screen.findByText('Hisobingiz valyutasida mavjud emas.')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Tanlash' })).toBeNull();
  });

  it('shows a page at a time, as many as the CMS says, with "show more"', async () => {
    const offers = [1, 2, 3, 4, 5].map((id) => offerFixture(id));
    const host = createTestHost({
      session: player,
      platform: { 'campaigns.getoffers': listing(() => offers) },
      cms: { common: commonContent({ pageSize: 2 }) },
    });
    host.render(<OffersPage />);
    const list = await screen.findByRole('list', { name: "Takliflar ro'yxati" });
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(2));
    expect(screen.getByText("5 ta taklifdan 2 tasi ko'rsatilgan")).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(4));
    expect(document.activeElement?.textContent).toBe('Offer 3');
    fireEvent.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
    await waitFor(() => expect(within(list).getAllByRole('article')).toHaveLength(5));
    expect(screen.queryByRole('button', { name: "Yana ko'rsatish" })).toBeNull();
    const offsets = host.callsOf('campaigns.getoffers').map((call) => call.fields['offset']);
    expect(offsets.slice(-2)).toEqual(['2', '4']);
  });

  it('keeps what is shown when "show more" fails, and says so', async () => {
    const offers = [1, 2, 3].map((id) => offerFixture(id));
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': (call) =>
          call.fields['offset'] === '0'
            ? answer(offersPage(offers, 0))
            : refusal('InternalServerErrorException', { status: 500 }),
      },
      cms: { common: commonContent({ pageSize: 2 }) },
    }).render(<OffersPage />);
    await waitFor(() => expect(screen.getAllByRole('article')).toHaveLength(2));
    fireEvent.click(screen.getByRole('button', { name: "Yana ko'rsatish" }));
    expect(await screen.findByText("Qolgan takliflarni yuklab bo'lmadi.")).toBeTruthy();
    expect(screen.getAllByRole('article')).toHaveLength(2);
  });

  it('offers a retry when the offers cannot be read', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    let fail = true;
    createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': () =>
          fail
            ? refusal('InternalServerErrorException', { status: 500 })
            : answer(offersPage([welcome], 0)),
      },
    }).render(<OffersPage />);
    expect(await screen.findByText("Takliflarni yuklab bo'lmadi")).toBeTruthy();
    fail = false;
    fireEvent.click(screen.getByRole('button', { name: 'Qayta urinish' }));
    expect(await screen.findByTestId('offer-201')).toBeTruthy();
  });
});
