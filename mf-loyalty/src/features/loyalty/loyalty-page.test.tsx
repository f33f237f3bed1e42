// @vitest-environment jsdom
import { act, cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { Events } from '@omad/contract';
import {
  StartAt,
  accountFixture,
  answer,
  characterFixture,
  createTestHost,
  infoFixture,
  programFixture,
} from '../../testing/test-host';
import { LoyaltyPage } from './loyalty-page';
import { ProgramPage } from './program-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const player = { account: accountFixture({ uid: 7 }), authenticated: true };
const characters = [1, 2, 3, 4].map(characterFixture);

const page = (
  <StartAt url="/loyalty">
    <Routes>
      <Route path="/loyalty" element={<LoyaltyPage />} />
      <Route path="/loyalty/:sysname" element={<ProgramPage />} />
    </Routes>
  </StartAt>
);

const platform = (info = infoFixture()) => ({
  'loyalty.getinfo': () => answer(info),
  'loyalty.getPrograms': () => answer({ items: [programFixture()] }),
  'loyalty.getcharacters': () => answer({ items: characters }),
});

describe('the loyalty page', () => {
  it("shows a player's level, points with their worth and the progress bar of spec section 9", async () => {
    const host = createTestHost({ session: player, platform: platform() });
    host.render(page);
    expect((await screen.findByTestId('loyalty-level')).textContent).toBe(
      '1-daraja · Yangi boshlovchi',
    );
    expect(screen.getByTestId('loyalty-points').textContent).toBe('150 ball');
    expect(screen.getByTestId('loyalty-points-value').textContent).toContain('1,500');
    const bar = screen.getByRole('progressbar', { name: 'Keyingi darajagacha' });
    // floor((150 - 0) / (200 - 0) * 100) = 75
    expect(bar.getAttribute('aria-valuenow')).toBe('75');
    expect(bar.getAttribute('aria-valuetext')).toBe('150 / 200 tajriba balli');
    expect(screen.getByText('«Bronza» darajasigacha yana 50 ball')).toBeTruthy();
    const levels = screen.getByTestId('loyalty-levels');
    expect(within(levels).getAllByRole('listitem', { current: 'step' })).toHaveLength(1);
    expect(screen.getByTestId('loyalty-earning').textContent).toContain('1 ball');
  });

  it('shows a guest the programme and a register button instead of a standing', async () => {
    const host = createTestHost({ platform: platform() });
    host.render(page);
    const invite = await screen.findByTestId('loyalty-guest');
    expect(screen.queryByTestId('loyalty-points')).toBeNull();
    expect(await screen.findByTestId('loyalty-levels')).toBeTruthy();
    const opened: unknown[] = [];
    host.props.bus.on(Events.AuthOpen, (event) => opened.push(event));
    fireEvent.click(within(invite).getByRole('button', { name: "Ro'yxatdan o'tish" }));
    expect(opened).toEqual([{ mode: 'register', source: 'loyalty' }]);
    expect(host.calls.some((call) => call.method === 'loyalty.getinfo')).toBe(false);
  });

  it('says it in Russian, with the three plural forms of points', async () => {
    const host = createTestHost({
      locale: 'ru',
      session: player,
      platform: platform(infoFixture({ points: 22 })),
    });
    host.render(page);
    expect((await screen.findByTestId('loyalty-points')).textContent).toBe('22 балла');
    expect(screen.getByTestId('loyalty-level').textContent).toBe('Уровень 1 · Yangi boshlovchi');
  });

  it('changes the character after the confirmation and reads the standing again', async () => {
    let info = infoFixture({ character: characterFixture(1) });
    const host = createTestHost({
      session: player,
      platform: {
        ...platform(),
        'loyalty.getinfo': () => answer(info),
        'loyalty.setcharacter': (call) => {
          info = infoFixture({ character: characterFixture(Number(call.fields['id'])) });
          return answer(info.character);
        },
      },
    });
    host.render(page);
    const section = await screen.findByTestId('loyalty-character');
    await waitFor(() =>
      expect(screen.getByTestId('loyalty-character-name').textContent).toBe('Alpomish'),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Qahramonni almashtirish' }));
    const picker = host.dialogs.at(-1);
    if (!picker) throw new Error('the change dialog did not open');
    expect(picker.title).toBe('Qahramon tanlash');
    render(<>{picker.body}</>);
    fireEvent.click(screen.getByRole('button', { name: /Barchinoy/ }));
    await waitFor(() => expect(host.dialogs.at(-1)?.title).toBe('Qahramonni almashtirasizmi?'));
    const confirm = host.dialogs.at(-1);
    if (!confirm) throw new Error('no confirmation');
    render(<>{confirm.body}</>);
    fireEvent.click(screen.getByRole('button', { name: 'Almashtirish' }));
    await waitFor(() =>
      expect(screen.getByTestId('loyalty-character-name').textContent).toBe('Barchinoy'),
    );
    const set = host.calls.filter((call) => call.method === 'loyalty.setcharacter');
    expect(set.map((call) => call.fields['id'])).toEqual(['2']);
    expect(host.calls.filter((call) => call.method === 'loyalty.getinfo').length).toBeGreaterThan(
      1,
    );
  });

  it("keeps a guest's character on the device and gives it to the account after sign-in", async () => {
    const host = createTestHost({
      platform: { ...platform(), 'loyalty.setcharacter': () => answer(characterFixture(3)) },
    });
    host.render(page);
    const section = await screen.findByTestId('loyalty-character');
    await waitFor(() =>
      expect(within(section).getByRole('button', { name: 'Tanlash' })).toHaveProperty(
        'disabled',
        false,
      ),
    );
    fireEvent.click(within(section).getByRole('button', { name: 'Tanlash' }));
    const picker = host.dialogs.at(-1);
    if (!picker) throw new Error('the change dialog did not open');
    render(<>{picker.body}</>);
    fireEvent.click(screen.getByRole('button', { name: /Afandi/ }));
    await waitFor(() =>
      expect(screen.getByTestId('loyalty-character-name').textContent).toBe('Afandi'),
    );
    expect(host.calls.some((call) => call.method === 'loyalty.setcharacter')).toBe(false);

    act(() => host.sessionStore.setState(player));
    await waitFor(() =>
      expect(host.calls.filter((call) => call.method === 'loyalty.setcharacter')).toHaveLength(1),
    );
    expect(localStorage.getItem('omad.loyalty.character')).toBeNull();
  });

  it('answers an unknown programme with a way back', async () => {
    const host = createTestHost({
      platform: {
        'loyalty.getPrograms': () => answer({ items: [programFixture()] }),
      },
    });
    host.render(
      <StartAt url="/loyalty/nope">
        <Routes>
          <Route path="/loyalty/:sysname" element={<ProgramPage />} />
        </Routes>
      </StartAt>,
    );
    expect(await screen.findByTestId('loyalty-program-missing')).toBeTruthy();
    expect(screen.getByRole('link', { name: 'Sodiqlik dasturiga qaytish' })).toBeTruthy();
  });
});
