import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ShopItem } from '@hantelwerk/api-types';
import { newUser } from '../../../test/fixtures';
import { jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { renderApp } from '../../../test/render-app';

afterEach(restoreFetch);

const freeze: ShopItem = {
  id: 'streak-freeze',
  name: 'Streak-Freeze',
  description: 'Schützt deine Wochenserie.',
  price: 50,
  is_active: true,
  effect: { kind: 'streak_freeze', weeks: 1 },
  once: false,
};
const frame: ShopItem = {
  ...freeze,
  id: 'golden-frame',
  name: 'Goldener Profilrahmen',
  price: 200,
  effect: { kind: 'profile_frame', style: 'gold' },
  once: true,
};

describe('shop', () => {
  it('asks before buying, then shows "Gekauft!" and the new balance', async () => {
    let balance = 100;
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, newUser({ hantel_currency: balance })),
      'GET /api/shop-items': jsonResponse(200, [freeze, frame]),
      'GET /api/inventory': jsonResponse(200, { items: [], streak_freezes_left: 0 }),
      'POST /api/functions/invoke': () => {
        balance = 50;
        return jsonResponse(200, { data: { purchase_id: 'p', item_id: 'streak-freeze', newly_bought: true, hantel_currency: 50 } });
      },
    });
    renderApp('/Shop');

    await userEvent.click(await screen.findByRole('button', { name: 'Streak-Freeze kaufen' }));
    const dialog = screen.getByRole('dialog', { name: 'Kauf bestätigen' });
    expect(within(dialog).getByText('Streak-Freeze für 50 Hanteln kaufen?')).toBeTruthy();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Kaufen' }));

    expect(await screen.findByText('Gekauft!')).toBeTruthy();
    expect(screen.getByText('Streak-Freeze wurde deinem Inventar hinzugefügt')).toBeTruthy();
    await waitFor(() => expect(screen.getByText('Deine Hanteln: 50')).toBeTruthy());
    const purchase = fetchMock.mock.calls.find(([url, init]) => url === '/api/functions/invoke' && init.method === 'POST');
    expect(JSON.parse(purchase![1].body as string)).toMatchObject({
      functionName: 'purchaseShopItem',
      params: { itemId: 'streak-freeze', purchaseId: expect.any(String) },
    });
  });

  it('says "Nicht genug Hanteln!" without asking the server when the balance is too low', async () => {
    const fetchMock = routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser({ hantel_currency: 100 })),
      'GET /api/shop-items': jsonResponse(200, [frame]),
      'GET /api/inventory': jsonResponse(200, { items: [], streak_freezes_left: 0 }),
    });
    renderApp('/Shop');

    await userEvent.click(await screen.findByRole('button', { name: 'Goldener Profilrahmen kaufen' }));
    const alert = await screen.findByRole('alert');
    // Beside the button tapped: how many are missing, and where earning them is explained.
    expect(alert.closest('.shop-item')?.textContent).toContain('Goldener Profilrahmen');
    expect(alert.textContent).toBe('Nicht genug Hanteln!Dir fehlen noch 100 Hanteln.So verdienst du Hanteln');
    expect(within(alert).getByRole('link', { name: 'So verdienst du Hanteln' }).getAttribute('href')).toBe('/Shop#hanteln-verdienen');
    expect(fetchMock.mock.calls.some(([url]) => url === '/api/functions/invoke')).toBe(false);
  });

  it('shows the server\'s "Insufficient funds" as "Nicht genug Hanteln!" and other failures with their message', async () => {
    let answer = jsonResponse(409, { message: 'Nicht genug Hanteln!', error: 'Insufficient funds', code: 'shop.insufficient_funds' });
    routeFetch({
      'GET /api/auth/me': jsonResponse(200, newUser({ hantel_currency: 100 })),
      'GET /api/shop-items': jsonResponse(200, [freeze]),
      'GET /api/inventory': jsonResponse(200, { items: [], streak_freezes_left: 0 }),
      'POST /api/functions/invoke': () => answer,
    });
    renderApp('/Shop');

    const buy = async () => {
      await userEvent.click(await screen.findByRole('button', { name: 'Streak-Freeze kaufen' }));
      await userEvent.click(within(screen.getByRole('dialog')).getByRole('button', { name: 'Kaufen' }));
    };
    await buy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Nicht genug Hanteln!So verdienst du Hanteln'));
    answer = jsonResponse(404, { message: 'Dieses Item gibt es nicht (mehr).', error: 'Not Found' });
    await buy();
    await waitFor(() => expect(screen.getByRole('alert').textContent).toBe('Fehler beim Kauf: Dieses Item gibt es nicht (mehr).'));
  });
});
