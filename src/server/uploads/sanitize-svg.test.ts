import { describe, expect, it } from 'vitest';
import { InvalidSvgError, sanitizeSvg } from './sanitize-svg';

const NS = 'xmlns="http://www.w3.org/2000/svg"';

describe('sanitizeSvg', () => {
  it('keeps drawing, gradients and internal references', () => {
    const source = `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"/></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: red"/><use xlink:href="#g"/><text x="1" y="5">커리어 &amp; 로드</text></svg>`;
    expect(sanitizeSvg(source)).toBe(
      `<svg ${NS} viewBox="0 0 10 10"><defs><linearGradient id="g"><stop offset="0" stop-color="#fff"></stop></linearGradient></defs><rect width="10" height="10" fill="url(#g)" style="stroke: red"></rect><use href="#g"></use><text x="1" y="5">커리어 &amp; 로드</text></svg>`,
    );
  });

  it('removes scripts, event handlers, foreignObject, links and animation', () => {
    const out = sanitizeSvg(
      `<svg ${NS} onload="alert(1)" ONCLICK="x()"><script>alert(1)</script><script><![CDATA[ alert(2) ]]></script>` +
        `<foreignObject><div xmlns="http://www.w3.org/1999/xhtml" onclick="x()">hi</div></foreignObject>` +
        `<a href="javascript:alert(3)"><rect/></a><set attributeName="href" to="javascript:alert(4)"/>` +
        `<animate attributeName="onload" values="alert(5)"/><g onmouseover="alert(6)"><circle r="1"/></g></svg>`,
    );
    expect(out).toBe(`<svg ${NS}><g><circle r="1"></circle></g></svg>`);
  });

  it('removes external references in href, url() and CSS', () => {
    const out = sanitizeSvg(
      `<svg ${NS} xmlns:xlink="http://www.w3.org/1999/xlink"><image href="https://evil.example/x.png"/><image xlink:href="//evil.example/x.png"/>` +
        `<image href="data:image/png;base64,iVBORw0KGgo="/><image href="data:image/svg+xml;base64,PHN2Zz4="/>` +
        `<use href="other.svg#x"/><rect fill="url(https://evil.example/p.svg#a)" style="background:url(//evil.example/t)"/>` +
        `<rect style="fill: re\\64"/><style>@import url(https://evil.example/x.css); rect{fill:red}</style>` +
        `<style>rect{fill:url(#ok)} g > rect{stroke:blue}</style><rect filter="javascript:alert(1)"/></svg>`,
    );
    expect(out).not.toMatch(/evil|javascript|svg\+xml|@import|\\/);
    expect(out).toContain('<image href="data:image/png;base64,iVBORw0KGgo="></image>');
    expect(out).toContain('<style>rect{fill:url(#ok)} g &gt; rect{stroke:blue}</style>');
    expect(out).toContain('<style></style>');
  });

  it('drops editor metadata and foreign namespaces, and declares only the SVG namespace', () => {
    const out = sanitizeSvg(
      `<svg ${NS} xmlns:inkscape="http://www.inkscape.org/namespaces/inkscape" inkscape:version="1.3" xml:space="preserve"><inkscape:grid/><path d="M0 0L1 1" inkscape:label="line"/></svg>`,
    );
    expect(out).toBe(`<svg ${NS} xml:space="preserve"><path d="M0 0L1 1"></path></svg>`);
  });

  it('refuses what is not well-formed SVG, entity tricks included', () => {
    for (const source of [
      '<html><svg/></html>',
      'not xml',
      `<svg ${NS}><rect></svg>`,
      `<!DOCTYPE svg [<!ENTITY xxe SYSTEM "file:///etc/passwd">]><svg ${NS}><text>&xxe;</text></svg>`,
      `<!DOCTYPE svg [<!ENTITY a "aaaaaaaaaa"><!ENTITY b "&a;&a;&a;&a;">]><svg ${NS}>&b;</svg>`,
      `<svg ${NS}/><svg ${NS}/>`,
      '',
    ]) {
      expect(() => sanitizeSvg(source), source).toThrow(InvalidSvgError);
    }
  });

  it('drops a doctype and comments but keeps the drawing', () => {
    const out = sanitizeSvg(
      `<?xml version="1.0"?><!DOCTYPE svg PUBLIC "-//W3C//DTD SVG 1.1//EN" "http://www.w3.org/Graphics/SVG/1.1/DTD/svg11.dtd"><!-- c --><svg ${NS}><?php echo 1 ?><rect/></svg>`,
    );
    expect(out).toBe(`<svg ${NS}><rect></rect></svg>`);
  });
});
