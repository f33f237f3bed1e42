// @vitest-environment jsdom
import { cleanup, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { createTestHost } from '../../testing/test-host';
import { LoyaltyPage } from './loyalty-page';

afterEach(cleanup);

describe('the profile loyalty page', () => {
  it("mounts mf-loyalty's summary widget inside the profile frame", async () => {
    createTestHost().render(<LoyaltyPage />);
    expect(await screen.findByTestId('slot-profile-loyalty')).toBeTruthy();
    expect(screen.getByRole('heading', { level: 1, name: 'Sodiqlik' })).toBeTruthy();
  });
});
