import { dayNameIn } from './day-names';

describe('a plan day’s name as shown', () => {
  it('follows the interface’s language for the names plan generation gives', () => {
    expect(dayNameIn('en', 'Oberkörper')).toBe('Upper body');
    expect(dayNameIn('en', 'Ganzkörper')).toBe('Full body');
    expect(dayNameIn('de', 'Lower body')).toBe('Unterkörper');
    expect(dayNameIn('de', 'Unterkörper')).toBe('Unterkörper');
    expect(dayNameIn('en', 'Push')).toBe('Push');
  });

  it('keeps a name the lifter typed', () => {
    expect(dayNameIn('en', 'Beine & Po')).toBe('Beine & Po');
    expect(dayNameIn('en', 'oberkörper')).toBe('oberkörper');
  });
});
