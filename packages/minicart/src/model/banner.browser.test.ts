import { describe, expect, it } from 'vitest';
import { bannerHtml, flyoutHtml } from './banner';

/** DOMPurify needs a real DOM (happy-dom's parser lets script and iframe through): these run in Chromium. */
const html = (safe: { __html: unknown } | null) => (safe === null ? null : String(safe.__html));

describe('header.md §5, §7 sanitising the banner and the flyout HTML', () => {
  it('a good banner keeps whitelisted tags and loses the rest', () => {
    const out = html(bannerHtml('<div class="promo"><strong>Free shipping</strong><iframe src="/x"></iframe><style>p{}</style></div>'));
    expect(out).toContain('<strong>Free shipping</strong>');
    expect(out).not.toMatch(/iframe|style/);
  });

  it('the flyout HTML loses handlers and scripts but keeps its items', () => {
    const out = html(flyoutHtml('<ul><li><img src="/a.jpg" onerror="alert(1)" alt=""><s>$10.00</s> $5.00</li></ul><script>alert(1)</script>'));
    expect(out).toContain('<s>$10.00</s>');
    expect(out).not.toMatch(/onerror|script/);
    expect(flyoutHtml('  ')).toBeNull();
  });
});
