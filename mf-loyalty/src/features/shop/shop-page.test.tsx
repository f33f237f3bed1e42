// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import {
  accountFixture,
  answer,
  createTestHost,
  infoFixture,
  lastDialog,
  productFixture,
  refusal,
} from '../../testing/test-host';
import { ShopPage } from './shop-page';

afterEach(cleanup);

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const products = [
  productFixture(1, { price: 100, kind: 'freespins' }),
  productFixture(3, { price: 300, kind: 'bonus' }),
  productFixture(5, { price: 50, kind: 'item', stock: 0, value: null }),
  productFixture(7, { price: 100, kind: 'item', min_level: 3, value: null, stock: 4 }),
];

describe('the points shop', () => {
  it('marks what the player can afford, what they cannot and why', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'loyalty.getinfo': () => answer(infoFixture({ points: 150, level: 1 })),
        'loyalty.getproducts': () => answer({ items: products, count: products.length }),
      },
    });
    host.render(<ShopPage />);
    await waitFor(() =>
      expect(screen.getByTestId('product-1').getAttribute('data-affordable')).toBe('true'),
    );
    expect(screen.getByTestId('shop-balance').textContent).toBe('Sizda 150 ball');
    expect(within(screen.getByTestId('product-3')).getByText('Yana 150 ball kerak')).toBeTruthy();
    const soldOut = within(screen.getByTestId('product-5'));
    expect(soldOut.getAllByText('Tugagan').length).toBeGreaterThan(0);
    expect(soldOut.getByRole('button', { name: 'Almashtirish' })).toHaveProperty('disabled', true);
    const locked = within(screen.getByTestId('product-7'));
    expect(locked.getByRole('button', { name: 'Almashtirish' })).toHaveProperty('disabled', true);
    expect(locked.getByText('4 dona qoldi')).toBeTruthy();
  });

  it('opens the insufficient-funds dialog instead of buying without enough points', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'loyalty.getinfo': () => answer(infoFixture({ points: 150 })),
        'loyalty.getproducts': () => answer({ items: products, count: products.length }),
      },
    });
    host.render(<ShopPage />);
    const card = await screen.findByTestId('product-3');
    await waitFor(() => expect(within(card).getByText('Yana 150 ball kerak')).toBeTruthy());
    fireEvent.click(within(card).getByRole('button', { name: 'Almashtirish' }));
    const dialog = lastDialog(host);
    expect(dialog.title).toBe('Ballar yetarli emas');
    render(<>{dialog.body}</>);
    expect(screen.getByTestId('shop-insufficient').textContent).toContain(
      "Bu sovg'a uchun yana 150 ball kerak.",
    );
    expect(host.callsOf('loyalty.buyproduct')).toHaveLength(0);
  });

  it('buys after the confirmation with one idempotency key, then shows what was bought', async () => {
    let points = 150;
    const host = createTestHost({
      session: player,
      platform: {
        'loyalty.getinfo': () => answer(infoFixture({ points })),
        'loyalty.getproducts': () => answer({ items: products, count: products.length }),
        'loyalty.buyproduct': () => {
          points -= 100;
          return answer({
            id: 9,
            product_id: 1,
            status: 'granted',
            price: 100,
            points,
            bonus_id: null,
            freespin_pack_id: 4,
            created_at: '2026-11-27T06:00:00Z',
          });
        },
      },
    });
    host.render(<ShopPage />);
    const card = await screen.findByTestId('product-1');
    await waitFor(() => expect(card.getAttribute('data-affordable')).toBe('true'));
    fireEvent.click(within(card).getByRole('button', { name: 'Almashtirish' }));
    await waitFor(() => expect(lastDialog(host).title).toBe('Almashtirishni tasdiqlang'));
    const confirm = within(render(<>{lastDialog(host).body}</>).container);
    expect(confirm.getByTestId('shop-confirm').textContent).toContain(
      "Ushbu sovg'ani 100 ballga almashtirasizmi?",
    );
    fireEvent.click(confirm.getByRole('button', { name: 'Almashtirish' }));
    await waitFor(() => expect(lastDialog(host).title).toBe('Tabriklaymiz!'));
    const bought = within(render(<>{lastDialog(host).body}</>).container);
    expect(bought.getByTestId('shop-points-left').textContent).toBe('Qolgan ballar: 50 ball');
    const [call] = host.callsOf('loyalty.buyproduct');
    expect(call?.fields['product_id']).toBe('1');
    expect(call?.fields['idempotency_key']).toMatch(/^[0-9a-f-]{36}$/);
    await waitFor(() =>
      expect(screen.getByTestId('shop-balance').textContent).toBe('Sizda 50 ball'),
    );
  });

  it('says a refusal in words and reads the stock again when the product sold out', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'loyalty.getinfo': () => answer(infoFixture({ points: 900 })),
        'loyalty.getproducts': () => answer({ items: products, count: products.length }),
        'loyalty.buyproduct': () =>
          refusal('InvalidParameterException', { errorData: { product_id: ['OUT_OF_STOCK'] } }),
      },
    });
    host.render(<ShopPage />);
    const card = await screen.findByTestId('product-3');
    await waitFor(() => expect(card.getAttribute('data-affordable')).toBe('true'));
    fireEvent.click(within(card).getByRole('button', { name: 'Almashtirish' }));
    await waitFor(() => expect(lastDialog(host).title).toBe('Almashtirishni tasdiqlang'));
    fireEvent.click(
      within(render(<>{lastDialog(host).body}</>).container).getByRole('button', {
        name: 'Almashtirish',
      }),
    );
    await waitFor(() =>
      expect(host.props.toast).toHaveBeenCalledWith({
        kind: 'error',
        message: "Bu sovg'a tugadi.",
      }),
    );
    await waitFor(() => expect(host.callsOf('loyalty.getproducts')).toHaveLength(2));
  });

  it('asks a guest to sign in to buy and never reads a standing for them', async () => {
    const host = createTestHost({
      locale: 'ru',
      platform: {
        'loyalty.getproducts': () => answer({ items: products, count: products.length }),
      },
    });
    host.render(<ShopPage />);
    const card = await screen.findByTestId('product-1');
    const opened: unknown[] = [];
    host.props.bus.on(Events.AuthOpen, (event) => opened.push(event));
    fireEvent.click(within(card).getByRole('button', { name: 'Войти и обменять' }));
    expect(opened).toEqual([{ mode: 'login', source: 'loyalty-shop' }]);
    expect(within(card).getByTestId('product-price').textContent).toBe('100 баллов');
    expect(host.callsOf('loyalty.getinfo')).toHaveLength(0);
  });
});
