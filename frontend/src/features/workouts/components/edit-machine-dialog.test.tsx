import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import { newEntry, newMachine } from '../../../test/workout-fixtures';
import { EditMachineDialog } from './edit-machine-dialog';

afterEach(restoreFetch);

const typo = newMachine({ id: 'm-typo', name: 'Kniebuege', categories: ['Beine'], catalogue_id: 'back-squat' });
const squat = newMachine({ id: 'm-squat', name: 'Kniebeugen', categories: ['Beine'], catalogue_id: 'back-squat' });

function routes() {
  return routeFetch({
    'GET /api/machines': jsonResponse(200, [typo, squat, newMachine()]),
    'PUT /api/machines/m-typo': jsonResponse(409, {
      message: 'Diese Übung hast du schon: „Kniebeugen“.',
      error: 'Conflict',
      code: 'machine.same_movement',
      details: { id: 'm-squat', name: 'Kniebeugen' },
      params: { name: 'Kniebeugen' },
    }),
    [`GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-typo' }))}`]: jsonResponse(200, [
      newEntry({ id: 'e1', machine_id: 'm-typo' }),
    ]),
    [`GET /api/workouts?filter=${encodeURIComponent(JSON.stringify({ machine_id: 'm-squat' }))}`]: jsonResponse(200, [
      newEntry({ id: 'e2', machine_id: 'm-squat' }),
      newEntry({ id: 'e3', machine_id: 'm-squat' }),
    ]),
    'POST /api/machines/m-typo/merge': jsonResponse(200, squat),
    'GET /api/*': jsonResponse(200, []),
  });
}

const open = (onClose = jest.fn()) =>
  render(
    <QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>
      <EditMachineDialog machine={typo} onClose={onClose} />
    </QueryClientProvider>,
  );

describe('renaming into an exercise the lifter already has', () => {
  it('offers to merge the open exercise into it instead of "Fehler beim Aktualisieren", and merges from this side', async () => {
    const fetchMock = routes();
    const onClose = jest.fn();
    open(onClose);
    const name = screen.getByLabelText('Name');
    await userEvent.clear(name);
    await userEvent.type(name, 'Kniebeuge');
    await userEvent.click(screen.getByRole('button', { name: 'Speichern' }));

    expect(await screen.findByText('„Kniebeugen“ hast du schon. Führe die beiden zusammen: Die Sätze kommen zu „Kniebeugen“.')).toBeTruthy();
    expect(screen.queryByText(/Fehler beim Aktualisieren/)).toBeNull();
    expect((screen.getByLabelText('Andere Übung') as HTMLSelectElement).value).toBe('m-squat');
    expect(screen.getByRole('radio', { name: 'Kniebeugen' })).toHaveProperty('checked', true);
    expect(await screen.findByText('„Kniebuege“ hat 1 Satz. Alle werden zu „Kniebeugen“ verschoben, „Kniebuege“ wird danach entfernt.')).toBeTruthy();

    await userEvent.click(screen.getByRole('button', { name: 'Zusammenführen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Übungen zusammenführen?' });
    await userEvent.click(within(confirm).getByRole('button', { name: 'Verschieben' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(callsTo(fetchMock, 'POST /api/machines/m-typo/merge')).toEqual([{ into: 'm-squat' }]);
  });

  it('lets the lifter keep the open one instead, which then takes the other’s sets', async () => {
    const fetchMock = routes();
    open();
    await userEvent.click(screen.getByRole('button', { name: 'Mit einer anderen Übung zusammenführen' }));
    await userEvent.selectOptions(screen.getByLabelText('Andere Übung'), 'm-squat');
    expect(screen.getByRole('radio', { name: 'Kniebuege' })).toHaveProperty('checked', true);
    expect(await screen.findByText('„Kniebeugen“ hat 2 Sätze. Alle werden zu „Kniebuege“ verschoben, „Kniebeugen“ wird danach entfernt.')).toBeTruthy();
    await userEvent.click(screen.getByRole('radio', { name: 'Kniebeugen' }));
    expect(await screen.findByText('„Kniebuege“ hat 1 Satz. Alle werden zu „Kniebeugen“ verschoben, „Kniebuege“ wird danach entfernt.')).toBeTruthy();
    expect(callsTo(fetchMock, 'POST /api/machines/m-typo/merge')).toEqual([]);
  });
});
