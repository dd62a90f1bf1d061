import { QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createQueryClient } from '../../../app/query-client';
import { currentUserQueryOptions } from '../../../lib/session';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newUser } from '../../../test/fixtures';
import { newEntry } from '../../../test/workout-fixtures';
import type { WorkoutEntry } from '../../../shared/sets/api/get-workouts';
import { changeOutbox } from '../../../shared/outbox/outbox-store';
import { EditEntryDialog } from './edit-entry-dialog';

afterEach(async () => {
  restoreFetch();
  for (const pending of changeOutbox.snapshot()) await changeOutbox.remove(pending.key);
});

describe('the warm-up toggle of the edit dialog', () => {
  function openDialog(entry: WorkoutEntry) {
    const fetchMock = routeFetch({
      'GET /api/auth/me': () => jsonResponse(200, newUser()),
      [`PUT /api/workouts/${entry.id}`]: (body) => jsonResponse(200, { ...entry, ...(body as object) }),
    });
    const queryClient = createQueryClient();
    queryClient.setQueryData(currentUserQueryOptions().queryKey, newUser());
    const onClose = jest.fn();
    render(
      <QueryClientProvider client={queryClient}>
        <EditEntryDialog entry={entry} onClose={onClose} />
      </QueryClientProvider>,
    );
    const dialog = screen.getByRole('dialog', { name: 'Training bearbeiten' });
    return { fetchMock, onClose, dialog, toggle: within(dialog).getByRole('button', { name: 'Aufwärmsatz' }) };
  }

  it.each([
    ['turns a set to failure into a warm-up', 'failure', 1, 'warmup'],
    ['gives a set its own type back when the toggle goes off again', 'failure', 2, 'failure'],
    ['makes a warm-up a normal set', 'warmup', 1, 'normal'],
  ] as const)('%s', async (_, before, taps, after) => {
    const { fetchMock, onClose, dialog, toggle } = openDialog(newEntry({ set_type: before }));
    expect(toggle.getAttribute('aria-pressed')).toBe(String(before === 'warmup'));
    for (let tap = 0; tap < taps; tap++) await userEvent.click(toggle);
    expect(toggle.getAttribute('aria-pressed')).toBe(String(after === 'warmup'));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Speichern' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'PUT /api/workouts/e2')).toEqual([{ max_weight: 80, reps: 8, date: '2026-11-20', notes: null, set_type: after }]);
  });
});
