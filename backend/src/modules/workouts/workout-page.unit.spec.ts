import { parseWorkoutPage } from './workout-page.js';

const ID = '3ebffe90-1de3-49bf-888e-b78d09c1582f';

describe('a page of GET /api/workouts', () => {
  it('takes a limit and the id of the entry before the page, or nothing', () => {
    expect(parseWorkoutPage({})).toEqual({});
    expect(parseWorkoutPage({ limit: '50', before: ID.toUpperCase() })).toEqual({ limit: 50, before: ID });
    expect(parseWorkoutPage({ limit: '500' })).toEqual({ limit: 500 });
  });

  it.each([['0'], ['501'], ['-1'], ['2.5'], ['zehn'], [''], [['1', '2']]])('refuses the limit %p', (limit) => {
    expect(() => parseWorkoutPage({ limit })).toThrow(expect.objectContaining({ code: 'set.page_limit', params: { max: 500 } }));
  });

  it.each([['42'], [''], [[ID, ID]]])('refuses the cursor %p', (before) => {
    expect(() => parseWorkoutPage({ before })).toThrow(expect.objectContaining({ code: 'set.page_before' }));
  });
});
