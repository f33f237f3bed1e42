// @vitest-environment jsdom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DialogRequest } from '@omad/contract';
import type { Popup } from '@omad/contract/api';
import { openPopup } from './open-popup';
import { popupTarget } from './popup-target';

afterEach(cleanup);

const popup = (link: string): Popup => ({
  id: 5,
  sysname: 'welcome',
  title: 'Xush kelibsiz',
  text: 'Birinchi qator\nIkkinchi qator',
  image: '/media/popup.webp',
  button: { title: 'Takliflarga', link },
  kind: 'info',
});

const open = (link: string) => {
  const requests: DialogRequest[] = [];
  const close = vi.fn();
  const host = {
    openDialog: vi.fn((request: DialogRequest) => {
      requests.push(request);
      return { close };
    }),
    navigator: { createHref: () => '/', go: vi.fn(), push: vi.fn(), replace: vi.fn() },
    localizePath: (path: string) => `/ru${path}`,
  };
  openPopup(host, popup(link));
  const request = requests[0];
  if (!request) throw new Error('no dialog');
  render(<>{request.render(close)}</>);
  return { host, request, close };
};

describe('popup dialog', () => {
  it('shows image and text, and follows a site path in the current language', () => {
    const { host, request, close } = open('/offers?tab=new');
    expect(request).toMatchObject({ kind: 'popup', title: 'Xush kelibsiz' });
    expect(screen.getByTestId('site-popup').querySelector('img')?.getAttribute('src')).toBe(
      '/media/popup.webp',
    );
    expect(screen.getByText(/Birinchi qator/).textContent).toBe('Birinchi qator\nIkkinchi qator');
    fireEvent.click(screen.getByRole('button', { name: 'Takliflarga' }));
    expect(close).toHaveBeenCalledOnce();
    expect(host.navigator.push).toHaveBeenCalledWith('/ru/offers?tab=new');
  });

  it('opens another site in a new tab and gives an unsafe link no button', () => {
    open('https://partner.example/promo');
    const link = screen.getByRole('link', { name: 'Takliflarga' });
    expect(link.getAttribute('href')).toBe('https://partner.example/promo');
    expect(link.getAttribute('target')).toBe('_blank');
    cleanup();
    open('javascript:alert(1)');
    expect(screen.queryByText('Takliflarga')).toBeNull();
  });
});

describe('popup target', () => {
  const origin = 'https://omad.uz';
  it('reads site paths, same-site addresses and other sites', () => {
    expect(popupTarget('/gamehall', origin)).toEqual({ kind: 'route', path: '/gamehall' });
    expect(popupTarget('https://omad.uz/offers#x', origin)).toEqual({
      kind: 'route',
      path: '/offers#x',
    });
    expect(popupTarget('https://t.me/omad', origin)).toEqual({
      kind: 'external',
      url: 'https://t.me/omad',
    });
    expect(popupTarget('//evil.example/x', origin)).toBeNull();
    expect(popupTarget('data:text/html,hi', origin)).toBeNull();
  });
});
