import { describe, expect, it } from 'vitest';
import { sanitizeText } from './text';

/*
 * sanitizeText needs no DOM parser (it is text work), so unlike the
 * DOMPurify half of this folder it is proved here, in the unit project that
 * the mutation run uses. sanitize.browser.test.ts repeats the first rows in
 * Chromium.
 */

describe('minicart.md §2 "designerName (sanitised of markup before display)"', () => {
  it.each<[string, unknown, string]>([
    ['tags stripped, entities decoded', '<b>Gucci</b> &amp; Co', 'Gucci & Co'],
    ['no markup at all', 'Saint Laurent', 'Saint Laurent'],
    ['surrounding whitespace trimmed', '  Prada  ', 'Prada'],
    ['whitespace collapsed without markup', 'Dolce \n\t  Gabbana', 'Dolce Gabbana'],
    ['runs of whitespace collapsed', '<p>Dolce</p>\n\n<p>&amp;   Gabbana</p>', 'Dolce & Gabbana'],
    ['markup surrounded by whitespace trimmed', '  <b>Prada</b>  ', 'Prada'],
    ['&nbsp; read as a space', 'Tom&nbsp;Ford', 'Tom Ford'],
    ['a line break keeps the words apart', 'Tom Ford<br>Eyewear', 'Tom Ford Eyewear'],
    ['a self-closed line break too', 'Tom Ford<br/>Eyewear', 'Tom Ford Eyewear'],
    ['<BR /> in capitals with a space', 'Tom Ford<BR />Eyewear', 'Tom Ford Eyewear'],
    ['decimal entity', 'Chlo&#233;', 'Chloé'],
    ['hex entity', 'Chlo&#xe9;', 'Chloé'],
    ['hex entity with a capital X', 'Chlo&#XE9;', 'Chloé'],
    ['an astral code point', 'Star &#x1F31F;', 'Star 🌟'],
    ['the highest code point is decoded', 'A&#x10FFFF;', `A${String.fromCodePoint(0x10ffff)}`],
    ['a code point past the last is kept as written', 'A&#x110000;', 'A&#x110000;'],
    ['code point zero is kept as written', 'A&#0;B', 'A&#0;B'],
    ['named entities in any case', '&AMP; &Lt;x&GT; &QUOT;q&quot; &apos;a&APOS;', '& <x> "q" \'a\''],
    ['an unknown entity is kept as written', 'Fish &chips; Co', 'Fish &chips; Co'],
    ['script content dropped', '<script>alert(1)</script>Dior', 'Dior'],
    ['style content dropped', '<style>b{color:red}</style>Dior', 'Dior'],
    ['template content dropped', '<template><b>x</b></template>Dior', 'Dior'],
    ['noscript content dropped', '<noscript>enable it</noscript>Dior', 'Dior'],
    ['iframe content dropped', '<iframe>frame</iframe>Dior', 'Dior'],
    ['object content dropped', '<object>obj</object>Dior', 'Dior'],
    ['textarea content dropped', '<textarea>area</textarea>Dior', 'Dior'],
    ['title content dropped', '<title>Page</title>Dior', 'Dior'],
    ['SCRIPT in capitals, with a space before >', '<SCRIPT type="x">alert(1)</SCRIPT >Dior', 'Dior'],
    ['script content over several lines', '<script>\nalert(1)\n</script>Dior', 'Dior'],
    ['two scripts: only their contents go', '<script>a</script>Dior<script>b</script> Homme', 'Dior Homme'],
    ['a comment dropped', 'Dior<!-- a note -->Homme', 'DiorHomme'],
    ['a comment over several lines dropped', 'Dior<!--\nnote\n-->Homme', 'DiorHomme'],
    ['an img with onerror leaves nothing', '<img src=x onerror=alert(1)>Fendi', 'Fendi'],
    ['a tag in capitals', '<B>Fendi</B>', 'Fendi'],
    ['an encoded tag stays literal text', 'A &lt;b&gt;bold&lt;/b&gt; name', 'A <b>bold</b> name'],
    ['"<" not starting a tag stays', 'a < b', 'a < b'],
    ['null', null, ''],
    ['undefined', undefined, ''],
    ['a number', 42, '42'],
    ['a boolean', true, ''],
    ['an object', { name: 'Gucci' }, ''],
  ])('%s', (_label, input, expected) => {
    expect(sanitizeText(input)).toBe(expected);
  });
});
