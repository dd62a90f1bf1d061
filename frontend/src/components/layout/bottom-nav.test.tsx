import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { createMemoryRouter, RouterProvider } from 'react-router-dom';
import { BottomNav } from './bottom-nav';

function renderNavAt(path: string) {
  const router = createMemoryRouter([{ path: '*', element: <BottomNav /> }], { initialEntries: [path] });
  render(<RouterProvider router={router} />);
  return router;
}

const LABELS = ['Dashboard', 'Trainingsplan', 'Training hinzufügen', 'Coach', 'Profil'];

function currentLinks() {
  return LABELS.filter((name) => screen.getByRole('link', { name }).getAttribute('aria-current') === 'page');
}

describe('bottom navigation', () => {
  afterEach(() => {
    delete (navigator as { vibrate?: unknown }).vibrate;
  });

  it('has five named links in order', () => {
    renderNavAt('/Dashboard');
    const nav = screen.getByRole('navigation', { name: 'Hauptnavigation' });
    expect(Array.from(nav.querySelectorAll('a')).map((link) => link.getAttribute('aria-label'))).toEqual(LABELS);
  });

  it.each([
    ['/', 'Dashboard'],
    ['/Dashboard', 'Dashboard'],
    ['/TrainingPlan', 'Trainingsplan'],
    ['/AddWorkout', 'Training hinzufügen'],
    ['/Chat', 'Coach'],
    ['/Profile', 'Profil'],
  ])('on %s marks only %s as the current page', (path, active) => {
    renderNavAt(path);
    expect(currentLinks()).toEqual([active]);
    expect(screen.getByRole('link', { name: active }).className).toContain('is-active');
  });

  it('marks nothing on a page outside the navigation', () => {
    renderNavAt('/Shop');
    expect(currentLinks()).toEqual([]);
  });

  it('navigates and vibrates 50 ms on a tap', async () => {
    const vibrateMock = jest.fn(() => true);
    Object.defineProperty(navigator, 'vibrate', { value: vibrateMock, configurable: true });
    const router = renderNavAt('/Dashboard');

    await userEvent.click(screen.getByRole('link', { name: 'Coach' }));

    expect(router.state.location.pathname).toBe('/Chat');
    expect(vibrateMock).toHaveBeenCalledWith(50);
    expect(currentLinks()).toEqual(['Coach']);
  });
});
