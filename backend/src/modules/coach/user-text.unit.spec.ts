import { escapeMarkdown } from './user-text.js';

describe('user text in replies', () => {
  it('escapes what Markdown would turn into a link, an image, HTML or code, and leaves plain names as they are', () => {
    expect(escapeMarkdown('Bankdrücken 2.0 (Kurzhantel)')).toBe('Bankdrücken 2.0 \\(Kurzhantel\\)');
    expect(escapeMarkdown('[Gewinn](https://evil.example)')).toBe('\\[Gewinn\\]\\(https\\://evil.example\\)');
    expect(escapeMarkdown('![x](https://evil.example/p.png)')).toBe('\\!\\[x\\]\\(https\\://evil.example/p.png\\)');
    expect(escapeMarkdown('<img src=x onerror=alert(1)>')).toBe('\\<img src=x onerror=alert\\(1\\)\\>');
    expect(escapeMarkdown('besuch www.evil.example')).toBe('besuch www\\.evil.example');
    expect(escapeMarkdown('`code` **fett** _kursiv_')).toBe('\\`code\\` \\*\\*fett\\*\\* \\_kursiv\\_');
    expect(escapeMarkdown('Latzug')).toBe('Latzug');
  });
});
