import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { numberFieldText, parseDecimal } from '../../lib/numbers';
import { NumberField } from './number-field';

/** A weight field as the screens use it: ±2.5 kg from what is typed, shown with the language's decimal mark. */
function WeightField({ initial, error }: { initial: string; error?: string }) {
  const [value, setValue] = useState(initial);
  return (
    <NumberField
      id="weight"
      name="weight"
      label="Gewicht (kg)"
      inputMode="decimal"
      value={value}
      error={error}
      onChange={setValue}
      steppers={{ step: (raw, direction) => numberFieldText((parseDecimal(raw) ?? 0) + direction * 2.5), down: '2,5 kg weniger', up: '2,5 kg mehr' }}
    />
  );
}

describe('NumberField', () => {
  it('keeps a typed comma as it is, on a text field with the number pad', async () => {
    render(<WeightField initial="" />);
    const field = screen.getByRole('textbox', { name: 'Gewicht (kg)' });
    await userEvent.type(field, '78,5');
    expect((field as HTMLInputElement).value).toBe('78,5');
    expect(field.getAttribute('inputmode')).toBe('decimal');
  });

  it('steps down and up from the value shown, writing the decimal comma', async () => {
    render(<WeightField initial="82,5" />);
    const field = screen.getByRole('textbox', { name: 'Gewicht (kg)' }) as HTMLInputElement;
    await userEvent.click(screen.getByRole('button', { name: '2,5 kg weniger' }));
    expect(field.value).toBe('80');
    await userEvent.click(screen.getByRole('button', { name: '2,5 kg weniger' }));
    expect(field.value).toBe('77,5');
    await userEvent.click(screen.getByRole('button', { name: '2,5 kg mehr' }));
    expect(field.value).toBe('80');
  });

  it('ties its error to the field for screen readers', () => {
    render(<WeightField initial="785" error="Bitte gib ein Körpergewicht zwischen 20 und 400 kg ein." />);
    const field = screen.getByRole('textbox', { name: 'Gewicht (kg)' });
    expect(field.getAttribute('aria-invalid')).toBe('true');
    expect(document.getElementById(field.getAttribute('aria-describedby')!)?.textContent).toBe('Bitte gib ein Körpergewicht zwischen 20 und 400 kg ein.');
  });
});
