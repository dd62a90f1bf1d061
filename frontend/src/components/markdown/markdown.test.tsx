import { render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Markdown } from './markdown';
import { MemoryRouter } from 'react-router-dom';
import { isAllowedLink, isAppPath } from './safe-url';

describe('isAllowedLink', () => {
  it.each([
    'https://example.com',
    'http://example.com',
    'HTTPS://EXAMPLE.COM',
    'mailto:coach@example.com',
    'irc://irc.example.com/gym',
    'xmpp:coach@example.com',
  ])('allows %s', (url) => expect(isAllowedLink(url)).toBe(true));

  it.each([
    'javascript:alert(1)',
    'JavaScript:alert(1)',
    'java\tscript:alert(1)',
    ' javascript:alert(1)',
    'data:text/html,hi',
    'vbscript:x',
    'ircs://irc.example.com',
    'ftp://example.com',
    '/Dashboard',
    '//evil.example',
    '#top',
    '',
    null,
    undefined,
  ])('refuses %p', (url) => expect(isAllowedLink(url)).toBe(false));
});

describe('Markdown', () => {
  it('renders GitHub-flavoured markdown: emphasis, lists and tables', () => {
    render(<Markdown content={'**3 Sätze** pro Übung:\n\n- Kniebeugen\n- Bankdrücken\n\n| Ziel | Wdh |\n| --- | --- |\n| Kraft | 3–6 |'} />);
    expect(screen.getByText('3 Sätze').tagName).toBe('STRONG');
    expect(within(screen.getByRole('list')).getAllByRole('listitem')).toHaveLength(2);
    expect(screen.getByRole('table')).toBeTruthy();
    expect(screen.getByRole('cell', { name: '3–6' })).toBeTruthy();
  });

  it('opens allowed links in a new tab without handing over the opener', () => {
    render(<Markdown content={'Lies [den Leitfaden](https://example.com/guide) oder schreib [uns](mailto:coach@example.com).'} />);
    const link = screen.getByRole('link', { name: /den Leitfaden/ });
    expect(link.getAttribute('href')).toBe('https://example.com/guide');
    expect(link.getAttribute('target')).toBe('_blank');
    expect(link.getAttribute('rel')).toBe('noopener noreferrer');
    expect(screen.getByRole('link', { name: /uns/ }).getAttribute('href')).toBe('mailto:coach@example.com');
  });

  it('shows a javascript: link as plain text, not as a link', () => {
    render(<Markdown content={'[Klick mich](javascript:alert(1)) und [das](data:text/html,hi) und [hier](//evil.example/TrainingPlan)'} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(screen.getByText('Klick mich')).toBeTruthy();
    expect(screen.getByText('das')).toBeTruthy();
    expect(document.querySelector('[href]')).toBeNull();
  });

  it('opens a screen of the app in the app itself', () => {
    expect(['/TrainingPlan', '/Dashboard'].every(isAppPath)).toBe(true);
    expect(['//evil.example', '/', '/x y', 'TrainingPlan', 'https://example.com/TrainingPlan', '/\\evil'].some(isAppPath)).toBe(false);
    render(
      <MemoryRouter>
        <Markdown content={'Unter [Trainingsplan](/TrainingPlan) geht es weiter.'} />
      </MemoryRouter>,
    );
    const link = screen.getByRole('link', { name: 'Trainingsplan' });
    expect(link.getAttribute('href')).toBe('/TrainingPlan');
    expect(link.getAttribute('target')).toBeNull();
  });

  it('never renders raw HTML from a reply', () => {
    const { container } = render(<Markdown content={'<a href="javascript:alert(1)">böse</a> <img src=x onerror="alert(1)"> <script>alert(1)</script>'} />);
    expect(screen.queryByRole('link')).toBeNull();
    expect(container.querySelector('script, img, [onerror]')).toBeNull();
  });

  it('copies a code block and confirms with the "Code copied" toast', async () => {
    const user = userEvent.setup();
    const writeText = jest.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });

    render(<Markdown content={'Plan:\n\n```text\nTag 1: Push\nTag 2: Pull\n```'} />);
    expect(screen.queryByRole('status')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Code kopieren' }));

    expect(writeText).toHaveBeenCalledWith('Tag 1: Push\nTag 2: Pull');
    expect((await screen.findByRole('status')).textContent).toContain('Code copied');
  });
});
