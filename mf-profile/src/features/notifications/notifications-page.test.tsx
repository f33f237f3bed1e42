// @vitest-environment jsdom
import { cleanup, fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { NOTIFICATION_SOUND_KEY } from '@omad/contract';
import { answer } from '@omad/contract/testing';
import { createTestHost } from '../../testing/test-host';
import { NotificationsPage } from './notifications-page';

afterEach(() => {
  cleanup();
  localStorage.clear();
});

const host = () =>
  createTestHost({
    platform: {
      'account.getNotifications': () => answer({ items: [], count: 0, unread: 0 }),
      'account.getprofileinfo': () => answer({ contacts: [] }),
    },
  });

describe('the notification settings', () => {
  it('turn the notification sound off and on for this device', async () => {
    host().render(<NotificationsPage />);
    const sound = await screen.findByRole('checkbox', { name: 'Bildirishnoma ovozi' });
    expect(sound).toHaveProperty('checked', true);
    fireEvent.click(sound);
    expect(sound).toHaveProperty('checked', false);
    expect(localStorage.getItem(NOTIFICATION_SOUND_KEY)).toBe('0');
    fireEvent.click(sound);
    expect(localStorage.getItem(NOTIFICATION_SOUND_KEY)).toBe('1');
  });

  it('start from what the player chose before', async () => {
    localStorage.setItem(NOTIFICATION_SOUND_KEY, '0');
    host().render(<NotificationsPage />);
    expect(await screen.findByRole('checkbox', { name: 'Bildirishnoma ovozi' })).toHaveProperty(
      'checked',
      false,
    );
  });
});
