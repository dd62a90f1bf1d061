import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { act, fireEvent, render as renderInDom, screen, waitFor } from '@testing-library/react';
import { useState, type ReactElement } from 'react';
import { callsTo, jsonResponse, restoreFetch, routeFetch } from '../../../test/fetch-stub';
import type { Machine } from '../api/get-machines';
import { newMachine } from '../../../test/workout-fixtures';
import { ExerciseSearchField } from './exercise-search-field';

const exercises: Machine[] = ['Bankdrücken', 'Schrägbankdrücken', 'Latzug', 'Beinpresse', 'Butterfly', 'Bankdrücken eng'].map((name, index) =>
  newMachine({ id: `m${index}`, name, categories: index === 0 ? ['Brust'] : [], catalogue_id: name === 'Latzug' ? 'lat-pulldown' : null }),
);

function Harness({ onChange, own = exercises }: { onChange?: (name: string) => void; own?: Machine[] }) {
  const [value, setValue] = useState('');
  return (
    <ExerciseSearchField
      value={value}
      exercises={own}
      onChange={(name) => {
        setValue(name);
        onChange?.(name);
      }}
    />
  );
}

const render = (element: ReactElement) =>
  renderInDom(<QueryClientProvider client={new QueryClient({ defaultOptions: { queries: { retry: false } } })}>{element}</QueryClientProvider>);

const squat = { id: 'back-squat', name: 'Kniebeugen', en: 'Back Squat', aliases: [], categories: ['Beine'], equipment: ['barbell'], score: 100 };
const latPulldown = { id: 'lat-pulldown', name: 'Latzug', en: 'Lat Pulldown', aliases: [], categories: ['Rücken'], equipment: ['cable'], score: 90 };

// The catalogue answers one search; every other one finds nothing.
let fetchMock: ReturnType<typeof routeFetch>;
beforeEach(() => {
  fetchMock = routeFetch({
    'GET /api/exercises?search=squat&limit=5': jsonResponse(200, [squat]),
    'GET /api/exercises?search=la&limit=5': jsonResponse(200, [latPulldown]),
    'GET /api/exercises?search=Kniebeuge&limit=5': jsonResponse(200, [squat]),
    'GET /api/exercises?search=Kniebuege&limit=5': jsonResponse(200, [{ ...squat, score: 75 }]),
    'GET /api/exercises*': jsonResponse(200, []),
  });
});
afterEach(restoreFetch);

const input = () => screen.getByRole('combobox', { name: 'Übung' });
const options = () => screen.queryAllByRole('option').map((option) => option.querySelector('.suggestions__name')?.textContent);

afterEach(() => jest.useRealTimers());

describe('exercise search field', () => {
  it('shows up to 5 suggestions on focus', () => {
    render(<Harness />);
    expect(screen.queryByRole('listbox')).toBeNull();
    fireEvent.focus(input());
    expect(input().getAttribute('aria-expanded')).toBe('true');
    expect(options()).toHaveLength(5);
  });

  it('filters case-insensitively while typing', () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'BANK' } });
    expect(options()).toEqual(['Bankdrücken', 'Bankdrücken eng', 'Schrägbankdrücken']);
  });

  it('hides the suggestions 200 ms after the field loses focus', () => {
    jest.useFakeTimers();
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    act(() => jest.advanceTimersByTime(199));
    expect(screen.getByRole('listbox')).toBeTruthy();
    act(() => jest.advanceTimersByTime(1));
    expect(screen.queryByRole('listbox')).toBeNull();
    expect(input().getAttribute('aria-expanded')).toBe('false');
  });

  it('keeps them when the focus comes back within 200 ms', () => {
    jest.useFakeTimers();
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.blur(input());
    act(() => jest.advanceTimersByTime(150));
    fireEvent.focus(input());
    act(() => jest.advanceTimersByTime(500));
    expect(screen.getByRole('listbox')).toBeTruthy();
  });

  it('takes a suggestion by click and closes the list', () => {
    const onChange = jest.fn();
    render(<Harness onChange={onChange} />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'lat' } });
    fireEvent.click(screen.getByRole('option', { name: /Latzug/ }));
    expect(onChange).toHaveBeenLastCalledWith('Latzug');
    expect((input() as HTMLInputElement).value).toBe('Latzug');
    expect(screen.queryByRole('listbox')).toBeNull();
  });

  it('can be driven by the keyboard', () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'bank' } });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    fireEvent.keyDown(input(), { key: 'ArrowDown' });
    expect(screen.getByRole('option', { selected: true }).textContent).toContain('Bankdrücken eng');
    fireEvent.keyDown(input(), { key: 'Enter' });
    expect((input() as HTMLInputElement).value).toBe('Bankdrücken eng');
  });

  it('says that a new name will be created', () => {
    render(<Harness />);
    fireEvent.change(input(), { target: { value: 'Klimmzug ' } });
    expect(screen.getByText('Neue Übung: „Klimmzug“ wird beim Speichern angelegt.')).toBeTruthy();
    fireEvent.change(input(), { target: { value: 'latzug' } });
    expect(screen.queryByText(/^Neue Übung ·/)).toBeNull();
  });

  it('suggests own exercises first, then catalogue movements the lifter does not have, by their usual name', async () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'squat' } });
    await screen.findByText('Kniebeugen');
    expect(options()).toEqual(['Kniebeugen']);
    expect(screen.getByText('Neue Übung · Beine')).toBeTruthy();
    fireEvent.click(screen.getByRole('option', { name: /Kniebeugen/ }));
    expect(input()).toHaveProperty('value', 'Kniebeugen');
  });

  it('offers an own exercise that is the movement searched for, and no catalogue twin of it', async () => {
    render(<Harness />);
    fireEvent.focus(input());
    fireEvent.change(input(), { target: { value: 'la' } });
    // "Latzug" is the lifter's own (catalogue lat-pulldown): the catalogue's "Latzug" is not offered again.
    await waitFor(() => expect(callsTo(fetchMock, 'GET /api/exercises?search=la&limit=5')).toHaveLength(1));
    await act(async () => {
      await new Promise((resolve) => setTimeout(resolve, 20));
    });
    expect(options()).toEqual(['Latzug']);
    expect(screen.queryByText(/^Neue Übung ·/)).toBeNull();
  });

  describe('a name that is one of their exercises by another spelling', () => {
    const withSquat = [newMachine({ id: 'squat', name: 'Kniebeugen', categories: ['Beine'], catalogue_id: 'back-squat' }), ...exercises];

    it('offers that exercise first as "Meintest du …?", and says no new exercise is made', async () => {
      jest.useFakeTimers();
      render(<Harness own={withSquat} />);
      fireEvent.focus(input());
      fireEvent.change(input(), { target: { value: 'Kniebeuge' } });
      await act(async () => {
        await jest.runOnlyPendingTimersAsync();
      });
      expect(options()[0]).toBe('Meintest du Kniebeugen?');
      expect(screen.queryByText(/^Neue Übung: /)).toBeNull();
      // Once the list is closed, the offer stays under the field.
      fireEvent.blur(input());
      act(() => jest.advanceTimersByTime(200));
      fireEvent.click(screen.getByRole('button', { name: 'Meintest du Kniebeugen?' }));
      expect(input()).toHaveProperty('value', 'Kniebeugen');
      expect(screen.queryByRole('button', { name: /Meintest du/ })).toBeNull();
    });

    it('offers it for a typo too, which saving would still make a new exercise', async () => {
      render(<Harness own={withSquat} />);
      fireEvent.focus(input());
      fireEvent.change(input(), { target: { value: 'Kniebuege' } });
      await screen.findByText('Meintest du Kniebeugen?');
      expect(screen.getByText('Neue Übung: „Kniebuege“ wird beim Speichern angelegt.')).toBeTruthy();
      fireEvent.click(screen.getByRole('option', { name: /Meintest du Kniebeugen\?/ }));
      expect(input()).toHaveProperty('value', 'Kniebeugen');
    });
  });
});
