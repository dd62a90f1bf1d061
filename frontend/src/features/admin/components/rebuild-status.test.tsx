import type { RebuildJob } from '@hantelwerk/api-types';
import { render, screen } from '@testing-library/react';
import { RebuildStatus } from './rebuild-status';

const READING: RebuildJob = {
  id: 'rebuild-1',
  state: 'active',
  read_models: ['users', 'machines'],
  requested_by: 'chefin@example.com',
  progress: { percent: 42, phase: 'fold', events: 123_456, events_per_second: 31_000, position: 123_456, head: 400_000, seconds_left: 65 },
  result: null,
  error: null,
  created_at: '2026-12-07T10:00:00.000Z',
  finished_at: null,
};

// The browser test holds its rebuild while it writes the tables; reading the log is seen here.
describe("the rebuild's progress", () => {
  it('shows the share done, the log being read, events, their rate and the time left while it reads', () => {
    render(<RebuildStatus job={READING} />);
    expect(screen.getByRole('heading', { name: 'Neuaufbau läuft' })).toBeTruthy();
    expect(screen.getByRole('progressbar', { name: 'Fortschritt des Neuaufbaus' }).getAttribute('aria-valuenow')).toBe('42');
    expect(document.querySelector('.admin-rebuild__line')?.textContent).toBe(
      '42 % · liest das Log · 123.456 Ereignisse · 31.000 Ereignisse/s · noch etwa 1 Minute 5 Sekunden',
    );
  });
});
