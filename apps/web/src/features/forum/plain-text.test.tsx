import { renderToStaticMarkup } from 'react-dom/server';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { PlainText } from './plain-text';

const render = (text: string, mentions = [{ username: 'alice', user_id: 7 }]) =>
  renderToStaticMarkup(
    <MemoryRouter>
      <PlainText text={text} mentions={mentions} />
    </MemoryRouter>,
  );

describe('PlainText with mentions', () => {
  it("renders a found member's @username as a link to their profile", () => {
    const html = render('Hi @alice!');
    expect(html).toContain('<a ');
    expect(html).toMatch(/<a [^>]*href="\/user\/7"[^>]*>@alice<\/a>/);
    expect(html).toContain('<span>!</span>');
  });

  it('renders markup around and in a post as text, never as HTML', () => {
    const html = render('<img src=x onerror=alert(1)>@alice<script>x</script> @<b>bob</b>');
    expect(html).not.toContain('<img');
    expect(html).not.toContain('<script');
    expect(html).not.toContain('<b>');
    expect(html).toContain('&lt;img src=x onerror=alert(1)&gt;');
    expect(html).toMatch(/href="\/user\/7"[^>]*>@alice<\/a>/);
  });

  it('leaves unknown names as plain text', () => {
    expect(render('Hi @nobody', [])).not.toContain('<a ');
  });
});
