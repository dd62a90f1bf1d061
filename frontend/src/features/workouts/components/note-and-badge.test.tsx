import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { NoteText } from './note-text';
import { PersonalRecordBadge } from '../../../shared/sets/components/record-badges';

describe('notes', () => {
  it('shows a short note without a toggle', () => {
    render(<NoteText text="Sitz auf Stufe 4" />);
    expect(screen.getByText('Sitz auf Stufe 4')).toBeTruthy();
    expect(screen.queryByRole('button')).toBeNull();
  });

  it('clamps a long note and expands and collapses it', async () => {
    const long = 'Sehr gutes Training heute, '.repeat(8);
    render(<NoteText text={long} />);
    const toggle = screen.getByRole('button', { name: 'Mehr anzeigen' });
    const text = screen.getByText(long.trim(), { normalizer: (value) => value.trim() });
    expect(text.className).toContain('note__text--clamped');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');

    await userEvent.click(toggle);
    expect(text.className).not.toContain('note__text--clamped');
    await userEvent.click(screen.getByRole('button', { name: 'Weniger anzeigen' }));
    expect(text.className).toContain('note__text--clamped');
  });

  it('offers the toggle for more than 3 lines even when short', () => {
    render(<NoteText text={'1\n2\n3\n4'} />);
    expect(screen.getByRole('button', { name: 'Mehr anzeigen' })).toBeTruthy();
  });
});

describe('personal record badge', () => {
  it('names the records the entry holds', () => {
    render(<PersonalRecordBadge records={['weight', 'e1rm']} />);
    expect(screen.getByText('Gewichtsrekord, e1RM-Rekord')).toBeTruthy();
  });

  it('is absent without records', () => {
    expect(render(<PersonalRecordBadge records={[]} />).container.innerHTML).toBe('');
  });
});
