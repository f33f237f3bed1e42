// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountFixture,
  answer,
  characterFixture,
  createTestHost,
  infoFixture,
} from '../../testing/test-host';
import { ProfileSummary } from './profile-summary';

afterEach(cleanup);

const player = { account: accountFixture({ uid: 7 }), authenticated: true };

const loyaltyConfig = (characterDisplayPlace: 'profile' | 'loyalty' | 'both') => ({
  title: 'Sodiqlik dasturi',
  description: '',
  pointsAlias: 'Omad ballari',
  characterDisplayPlace,
  levels: [],
  shop: { title: 'Do‘kon', buyButton: 'Olish', confirmText: '', insufficientFundsText: '' },
  characters: { title: 'Qahramon', changeConfirmText: '' },
  faq: [],
});

const render = (place: 'profile' | 'loyalty' | 'both') => {
  const host = createTestHost({
    session: player,
    cms: { loyalty: loyaltyConfig(place) },
    platform: {
      'loyalty.getinfo': () =>
        answer(
          infoFixture({ points: 1250, character: characterFixture(4), level: 2, expCount: 1100 }),
        ),
    },
  });
  host.render(<ProfileSummary />);
  return host;
};

describe("the profile's loyalty summary", () => {
  it('shows the level, the points under their CMS name and the links to the programme', async () => {
    render('both');
    expect((await screen.findByTestId('loyalty-points')).textContent).toBe('1,250 ball');
    expect(await screen.findByText('Omad ballari')).toBeTruthy();
    expect(screen.getByTestId('loyalty-level').textContent).toBe('2-daraja · Bronza');
    expect(screen.getByRole('link', { name: 'Sodiqlik dasturiga' }).getAttribute('href')).toBe(
      '/loyalty',
    );
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('50');
  });

  it('shows the character where the CMS places it on the profile, and only there', async () => {
    render('profile');
    expect(await screen.findByText('Humo')).toBeTruthy();
    cleanup();
    render('loyalty');
    // Once the CMS has answered (its name of the points shows), the character stays away.
    await screen.findByText('Omad ballari');
    expect(screen.queryByText('Humo')).toBeNull();
  });
});
