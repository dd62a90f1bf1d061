import { randomUUID } from 'node:crypto';
import request from 'supertest';
import { createMachine, signIn, today } from './support/training.js';
import type { Agent } from './support/training.js';
import type { TestApp } from './support/test-app.js';
import { startTestApp } from './support/test-app.js';

const buy = (agent: Agent, itemId: string, purchaseId: string = randomUUID()) =>
  agent.post('/api/functions/invoke').send({ functionName: 'purchaseShopItem', params: { itemId, purchaseId } });

describe('shop and Hanteln over HTTP', () => {
  let testApp: TestApp;

  beforeAll(async () => {
    testApp = await startTestApp();
  });
  afterAll(() => testApp.close());

  const balanceOf = async (agent: Agent) => (await agent.get('/api/auth/me')).body.hantel_currency as number;
  const ledgerSum = async (userId: string) =>
    Number((await testApp.database.db.query('SELECT coalesce(sum(amount), 0) AS sum FROM currency_ledger WHERE user_id = $1', [userId])).rows[0].sum);

  it('lists the active items, cheapest first, to signed-in users only', async () => {
    expect((await request(testApp.url).get('/api/shop-items')).status).toBe(401);
    const { agent } = await signIn(testApp, 'katalog@example.com');
    const items = await agent.get('/api/shop-items');
    expect(items.status).toBe(200);
    expect(items.headers['cache-control']).toBe('private, max-age=60');
    expect(items.body.map((item: { id: string }) => item.id)).toEqual(['streak-freeze', 'profile-title-iron', 'streak-freeze-pack', 'golden-frame']);
    expect(items.body[0]).toEqual({
      id: 'streak-freeze',
      name: 'Streak-Freeze',
      description: expect.stringContaining('Wochenserie'),
      price: 50,
      is_active: true,
      effect: { kind: 'streak_freeze', weeks: 1 },
      once: false,
    });
  });

  it('buys an item: the price leaves the balance, the item enters the inventory', async () => {
    const user = await signIn(testApp, 'kaeuferin@example.com');
    const bought = await buy(user.agent, 'streak-freeze');
    expect(bought.status).toBe(200);
    expect(bought.body).toEqual({ data: { purchase_id: expect.any(String), item_id: 'streak-freeze', newly_bought: true, hantel_currency: 50 } });
    expect(await balanceOf(user.agent)).toBe(50);
    const inventory = await user.agent.get('/api/inventory');
    expect(inventory.body).toEqual({
      items: [
        { item_id: 'streak-freeze', name: 'Streak-Freeze', effect: { kind: 'streak_freeze', weeks: 1 }, quantity: 1, purchased_at: [expect.any(String)] },
      ],
      streak_freezes_left: 1,
    });
    const { rows } = await testApp.database.db.query("SELECT stream_id, data FROM events WHERE type = 'ShopItemPurchased'");
    expect(rows).toEqual([{ stream_id: `wallet-${user.id}`, data: expect.objectContaining({ userId: user.id, price: 50, itemId: 'streak-freeze' }) }]);
  });

  it('answers too few Hanteln with 409 "Insufficient funds" and spends nothing', async () => {
    const user = await signIn(testApp, 'knapp@example.com');
    const refused = await buy(user.agent, 'golden-frame');
    expect(refused.status).toBe(409);
    expect(refused.body).toEqual({ message: 'Nicht genug Hanteln!', error: 'Insufficient funds', code: 'shop.insufficient_funds' });
    expect(await balanceOf(user.agent)).toBe(100);
    expect((await user.agent.get('/api/inventory')).body.items).toEqual([]);
  });

  it('buys a purchase id once, however often it is sent', async () => {
    const user = await signIn(testApp, 'doppelt@example.com');
    const purchaseId = randomUUID();
    const answers = await Promise.all([buy(user.agent, 'streak-freeze', purchaseId), buy(user.agent, 'streak-freeze', purchaseId)]);
    expect(answers.map((answer) => answer.status)).toEqual([200, 200]);
    expect(answers.map((answer) => answer.body.data.newly_bought).sort()).toEqual([false, true]);
    expect(await balanceOf(user.agent)).toBe(50);
    expect((await buy(user.agent, 'profile-title-iron', purchaseId)).status).toBe(409);
  });

  it('sells a once-only item once, refuses unknown items and bad parameters', async () => {
    const user = await signIn(testApp, 'titel@example.com');
    expect((await buy(user.agent, 'profile-title-iron')).status).toBe(200);
    const again = await buy(user.agent, 'profile-title-iron');
    expect(again.status).toBe(409);
    expect(again.body.message).toBe('Dieses Item hast du bereits.');
    const unknown = await buy(user.agent, 'gratis-hanteln');
    expect(unknown.status).toBe(404);
    expect(unknown.body.message).toBe('Dieses Item gibt es nicht (mehr).');
    const badId = await user.agent
      .post('/api/functions/invoke')
      .send({ functionName: 'purchaseShopItem', params: { itemId: 'streak-freeze', purchaseId: 'x' } });
    expect(badId.status).toBe(400);
    const extra = await user.agent.post('/api/functions/invoke').send({ functionName: 'purchaseShopItem', params: { itemId: 'streak-freeze', price: 0 } });
    expect(extra.status).toBe(400);
    expect(await balanceOf(user.agent)).toBe(0);
  });

  it('50 concurrent purchases (while sets earn Hanteln) never spend a coin twice and never go below 0', async () => {
    const user = await signIn(testApp, 'ansturm@example.com');
    const machine = await createMachine(user.agent, 'Kreuzheben');
    const purchases = Array.from({ length: 50 }, () => buy(user.agent, 'streak-freeze'));
    const sets = Array.from({ length: 3 }, (_, index) =>
      user.agent.post('/api/workouts').send({ machine_id: machine.id, max_weight: 100 + index * 5, reps: 5, date: today() }),
    );
    const [purchaseAnswers, setAnswers] = await Promise.all([Promise.all(purchases), Promise.all(sets)]);

    expect(setAnswers.map((answer) => answer.status)).toEqual([201, 201, 201]);
    const earned = setAnswers.reduce((sum, answer) => sum + (answer.body.hanteln_earned as number), 0);
    expect(earned).toBe(10); // the first set of the day
    const bought = purchaseAnswers.filter((answer) => answer.status === 200);
    const refused = purchaseAnswers.filter((answer) => answer.status !== 200);
    // Every refusal is the one for too few Hanteln: no 500, no lost race.
    expect(refused.map((answer) => [answer.status, answer.body.error])).toEqual(refused.map(() => [409, 'Insufficient funds']));
    expect(bought).toHaveLength(2);

    const balance = await balanceOf(user.agent);
    expect(balance).toBe(100 + earned - 50 * bought.length);
    expect(balance).toBeGreaterThanOrEqual(0);
    expect(await ledgerSum(user.id)).toBe(balance);
    const { rows } = await testApp.database.db.query("SELECT count(*)::int AS count FROM events WHERE stream_id = $1 AND type = 'ShopItemPurchased'", [
      `wallet-${user.id}`,
    ]);
    expect(rows[0].count).toBe(bought.length);
    expect((await user.agent.get('/api/inventory')).body).toMatchObject({ items: [{ item_id: 'streak-freeze', quantity: 2 }], streak_freezes_left: 2 });
  });
});
