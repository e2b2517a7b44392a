import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitizeSvg } from './sanitize-svg';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sanitizeSvg', () => {
  it('keeps drawing, gradients, text and internal references', async () => {
    const out = await sanitizeSvg(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: red"/><use xlink:href="#g"/><text x="1" y="5">커리어 &amp; 로드</text></svg>`,
    );
    expect(out).toMatch(new RegExp(`^<svg ${NS}`));
    expect(out).toContain('<linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient>');
    expect(out).toContain('<rect width="10" height="10" fill="url(#g)" style="stroke: red"/>');
    expect(out).toContain('<use xlink:href="#g"/>');
    expect(out).toContain('<text x="1" y="5">커리어 &amp; 로드</text>');
  });

  it('removes scripts, event handlers, foreignObject, links and animation', async () => {
    const out = await sanitizeSvg(
      `<svg ${NS} onload="alert(1)" ONCLICK="x()"><script>alert(1)</script><script><![CDATA[ alert(2) ]]></script>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="x()">hi</div></foreignObject>` +
        `<a href="javascript:alert(3)"><rect/></a><set attributeName="href" to="javascript:alert(4)"/>` +
        `<animate attributeName="onload" values="alert(5)"/><g onmouseover="alert(6)"><circle r="1"/></g></svg>`,
    );
    expect(out).not.toMatch(/alert|script|onload|onclick|onmouseover|foreignObject|<a|<set|<animate|hi/i);
    expect(out).toContain('<g><circle r="1"/></g>');
  });

  it('removes external references in href, url() and CSS, keeping embedded raster images and #fragments', async () => {
    const out = await sanitizeSvg(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image href="https://evil.example/x.png"/><image xlink:href="//evil.example/x.png"/>` +
        `<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/svg+xml;base64,PHN2Zz4="/>` +
        `<use href="other.svg#x"/><rect fill="url(https://evil.example/p.svg#a)" style="background:url(//evil.example/t)"/>` +
        `<rect style="fill: re\\64"/><style>@import url(https://evil.example/x.css); rect{fill:red}</style>` +
        `<style>rect{fill:url(#ok)} g > rect{stroke:blue}</style><rect filter="javascript:alert(1)"/></svg>`,
    );
    expect(out).not.toMatch(/evil|javascript|svg\+xml|@import|other\.svg|\\/);
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="/>');
    expect(out).toContain('<style>rect{fill:url(#ok)} g &gt; rect{stroke:blue}</style>');
  });

  it('drops editor metadata and foreign elements', async () => {
    const out = await sanitizeSvg(
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3"><inkscape:grid/><path d="M0 0L1 1" inkscape:label="line"/></svg>`,
    );
    expect(out).toBe(`<svg ${NS}><path d="M0 0L1 1"/></svg>`);
  });

  it('refuses what is not well-formed SVG, external entities included', async () => {
    for (const source of [
      '<html><svg/></html>',
      'not xml',
      `<svg ${NS}><rect></svg>`,
      `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&xxe;</text></svg>`,
      `<svg ${NS}/><svg ${NS}/>`,
      '',
    ]) {
      await expect(sanitizeSvg(source), source).rejects.toThrow(InvalidSvgError);
    }
  });

  it('never expands an internal entity (no entity-expansion bombs)', async () => {
    const out = await sanitizeSvg(`<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg ${NS}>&b;</svg>`);
    expect(out).not.toContain('aaaaaaaaaa');
  });

  it('drops a doctype, comments and processing instructions but keeps the drawing', async () => {
    const out = await sanitizeSvg(
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- c --><svg ${NS}><?php echo 1 ?><rect/></svg>`,
    );
    expect(out).toBe(`<svg ${NS}><rect/></svg>`);
  });
});
