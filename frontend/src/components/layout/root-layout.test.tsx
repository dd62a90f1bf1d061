import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, MemoryRouter, useNavigate, useRoutes, useSearchParams } from 'react-router-dom';
import { RootLayout } from './root-layout';

function Broken(): never {
  throw new Error('Kaputt');
}

function Long({ name }: { name: string }) {
  const navigate = useNavigate();
  const [, setParams] = useSearchParams();
  return (
    <>
      <h1>{name}</h1>
      <Link to="/b">Zu B</Link>
      <Link to="/broken">Kaputt</Link>
      <button type="button" onClick={() => navigate(-1)}>
        Zurück
      </button>
      <button type="button" onClick={() => setParams({ period: '7d' }, { replace: true })}>
        Filter
      </button>
    </>
  );
}

function Routes() {
  return useRoutes([
    {
      element: <RootLayout />,
      children: [
        { path: '/a', element: <Long name="Seite A" /> },
        { path: '/b', element: <Long name="Seite B" /> },
        { path: '/broken', element: <Broken /> },
      ],
    },
  ]);
}

function scrollTo(y: number) {
  Object.defineProperty(window, 'scrollY', { value: y, configurable: true });
  window.dispatchEvent(new Event('scroll'));
}

describe('root layout', () => {
  let scrolls: jest.Mock;
  beforeEach(() => {
    scrolls = jest.fn((_x: number, y: number) => scrollTo(y));
    window.scrollTo = scrolls as unknown as typeof window.scrollTo;
    jest.spyOn(console, 'error').mockImplementation(() => undefined);
  });
  afterEach(() => {
    window.scrollTo = () => {};
    jest.restoreAllMocks();
  });

  it('shows the error screen for a page that throws, and the pages again after navigating away', async () => {
    render(
      <MemoryRouter initialEntries={['/a', '/broken']} initialIndex={1}>
        <Routes />
      </MemoryRouter>,
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Da ist etwas schiefgelaufen' })).toBeTruthy();
    expect(screen.getByText('Kaputt')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Neu laden' })).toBeTruthy();
  });

  it('starts a new page at the top, keeps the place for a new query, and returns to it on Back', async () => {
    render(
      <MemoryRouter initialEntries={['/a']}>
        <Routes />
      </MemoryRouter>,
    );
    await act(async () => {
      scrollTo(640);
      await new Promise((resolve) => requestAnimationFrame(resolve));
    });
    await userEvent.click(screen.getByRole('button', { name: 'Filter' }));
    expect(scrolls).not.toHaveBeenCalled();

    await userEvent.click(screen.getByRole('link', { name: 'Zu B' }));
    expect(screen.getByRole('heading', { name: 'Seite B' })).toBeTruthy();
    expect(scrolls).toHaveBeenLastCalledWith(0, 0);

    await userEvent.click(screen.getByRole('button', { name: 'Zurück' }));
    expect(screen.getByRole('heading', { name: 'Seite A' })).toBeTruthy();
    expect(scrolls).toHaveBeenLastCalledWith(0, 640);
  });
});
