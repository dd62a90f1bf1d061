import { replayEarlyTap } from './early-taps';

describe('replayEarlyTap', () => {
  afterEach(() => {
    document.body.innerHTML = '';
  });

  const button = (clicked: string[], name: string) => {
    const element = document.createElement('button');
    element.addEventListener('click', () => clicked.push(name));
    document.body.append(element);
    return element;
  };

  it('replays the last tap kept before the app took over, once, and ends the keeping', () => {
    const clicked: string[] = [];
    window.__earlyTaps = [button(clicked, 'first'), button(clicked, 'last')];
    replayEarlyTap();
    replayEarlyTap();
    expect(clicked).toEqual(['last']);
    expect(window.__earlyTaps).toBeNull();
  });

  it('drops a tap on an element the app drew anew', () => {
    const clicked: string[] = [];
    const gone = button(clicked, 'gone');
    gone.remove();
    window.__earlyTaps = [gone];
    replayEarlyTap();
    expect(clicked).toEqual([]);
  });

  it('does nothing where no taps were kept (no drawn screen)', () => {
    window.__earlyTaps = undefined;
    expect(() => replayEarlyTap()).not.toThrow();
  });
});
