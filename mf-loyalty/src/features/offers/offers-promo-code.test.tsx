// @vitest-environment jsdom
// The promo-code field of the offers page: activation and its dialog, refusals on the field.
import { cleanup, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import {
  accountFixture,
  answer,
  createTestHost,
  formsContent,
  lastDialog,
  listing,
  offerFixture,
  refusal,
  spinsOfferFixture,
} from '../../testing/test-host';
import { OffersPage } from './offers-page';

afterEach(cleanup);

const player = { account: accountFixture({ uid: 7 }), authenticated: true };
const welcome = offerFixture(201, { ends_at: '2030-12-31T19:00:00.000Z' });

describe('the promo-code field of the offers page', () => {
  it('activates a promo code: the dialog names what it opened, with a link to it', async () => {
    const opened = spinsOfferFixture(103, {
      description: {
        title: 'ONCEONLY: 20 ta bepul aylantirish',
        short_description: '20 ta aylantirish',
        img_desktop: '/api/_media/offer/103.svg',
      },
    });
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': listing(() => [welcome]),
        'campaigns.activateOffer': () =>
          answer({ offer_id: 103, promo_code: 'ONCEONLY', offer: opened }),
      },
    });
    host.render(<OffersPage />);
    const field = await screen.findByRole('textbox', { name: 'Promokod' });
    fireEvent.change(field, { target: { value: ' onceonly ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Faollashtirish' }));
    await waitFor(() => expect(lastDialog(host).title).toBe('Promokod faollashtirildi'));
    expect(host.callsOf('campaigns.activateOffer')[0]?.fields['promo_code']).toBe('onceonly');
    const body = within(render(<>{lastDialog(host).body}</>).container);
    expect(body.getByTestId('promo-code-activated').textContent).toContain(
      '«ONCEONLY» promokodi taklifni ochdi:',
    );
    expect(body.getByText('ONCEONLY: 20 ta bepul aylantirish')).toBeTruthy();
    expect(body.getByText('10 ta bepul aylantirish · Sweet Bonanza')).toBeTruthy();
    const link = body.getByRole('link', { name: "Taklifni ko'rish" });
    expect(link.getAttribute('href')).toBe('/offers/103');
    fireEvent.click(link);
    expect(host.props.navigator.push).toHaveBeenCalledWith('/offers/103');
    expect((field as HTMLInputElement).value).toBe('');
    await waitFor(() => expect(host.callsOf('campaigns.getoffers')).toHaveLength(2));
    expect(host.callsOf('events.handle')).toHaveLength(0);
  });

  it('says why a code was refused on the field, keeps it and reports promocodeNotFound', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': listing(() => [welcome]),
        'campaigns.activateOffer': () =>
          refusal('InvalidParameterException', { errorData: { promo_code: ['EXPIRED'] } }),
        'events.handle': () => answer(true),
      },
      cms: {
        'forms-config': formsContent([{ code: 'EXPIRED', message: 'CMS: muddati tugagan' }]),
      },
    });
    host.render(<OffersPage />);
    const field = await screen.findByRole('textbox', { name: 'Promokod' });
    // The CMS's texts come first: wait for forms-config.
    await waitFor(() => expect(host.cmsRequests).toContain('forms-config'));
    fireEvent.change(field, { target: { value: 'OLDCODE' } });
    fireEvent.click(screen.getByRole('button', { name: 'Faollashtirish' }));
    await waitFor(() => expect(field.getAttribute('aria-invalid')).toBe('true'));
    const message = document.getElementById(field.getAttribute('aria-describedby') ?? '');
    expect(message?.textContent).toBe('CMS: muddati tugagan');
    expect((field as HTMLInputElement).value).toBe('OLDCODE');
    expect(document.activeElement).toBe(field);
    expect(host.dialogs).toHaveLength(0);
    const [event] = host.callsOf('events.handle');
    expect(event?.fields['event_name']).toBe('promocodeNotFound');
    expect(JSON.parse(event?.fields['event_params'] ?? '{}')).toEqual({
      promo_code: 'OLDCODE',
      code: 'EXPIRED',
    });
  });

  it('falls back to the INVALID text for a code it has no text for', async () => {
    const host = createTestHost({
      session: player,
      platform: {
        'campaigns.getoffers': listing(() => [welcome]),
        'campaigns.activateOffer': () =>
          refusal('InvalidParameterException', { errorData: { promo_code: ['SOMETHING_NEW'] } }),
        'events.handle': () => answer(true),
      },
    });
    host.render(<OffersPage />);
    const field = await screen.findByRole('textbox', { name: 'Promokod' });
    fireEvent.change(field, { target: { value: 'X1' } });
    fireEvent.click(screen.getByRole('button', { name: 'Faollashtirish' }));
    expect(await screen.findByText("Promokod noto'g'ri")).toBeTruthy();
  });
});
