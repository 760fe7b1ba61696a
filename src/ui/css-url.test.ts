import { describe, expect, it } from 'vitest';
import { cssUrl } from './css-url';

describe('cssUrl', () => {
  it('wraps http(s) and path URLs', () => {
    expect(cssUrl('https://cdn.example.com/a.jpg')).toBe('url("https://cdn.example.com/a.jpg")');
    expect(cssUrl('/img/banner.png')).toBe('url("/img/banner.png")');
    expect(cssUrl('//cdn.example.com/a.jpg')).toBe('url("//cdn.example.com/a.jpg")');
  });
  it('encodes characters that could end the url() token', () => {
    expect(cssUrl('https://x.test/a") ;background:red;("b.jpg')).toBe('url("https://x.test/a%22%29%20;background:red;%28%22b.jpg")');
    expect(cssUrl('https://x.test/a\\b\nc')).toBe('url("https://x.test/a%5Cb%0Ac")');
  });
  it('rejects empty and other schemes', () => {
    expect(cssUrl(undefined)).toBeNull();
    expect(cssUrl('  ')).toBeNull();
    expect(cssUrl('javascript:alert(1)')).toBeNull();
    expect(cssUrl('data:image/svg+xml,<svg/>')).toBeNull();
  });
});
