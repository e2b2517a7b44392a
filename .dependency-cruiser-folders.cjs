/**
 * Second pass of `npm run check:imports`: no cycle between domain folders (records/ → review-notes/ → records/…), nor
 * between the web's folders (brand/ → shell/ → brand/), even when no single file closes the loop. Tests are left out here because test kits and seed tests legitimately
 * reach across domains; the first pass (.dependency-cruiser.cjs) still checks their file-level cycles.
 */
const base = require('./.dependency-cruiser.cjs');

// Keep in step with TRANSPORT in .dependency-cruiser.cjs: every other folder of src/server is a domain.
const DOMAIN_FOLDER = '^src/server/(?!(routes|plugins|http|jobs|hardening)$)[^/]+$';
// Every folder of src/web: the sites never import each other (first pass), and the floor's folders form no loop, so
// each floor folder has a place in one order from api/ up.
const WEB_FOLDER = '^src/web/[^/]+$';

module.exports = {
  forbidden: [
    {
      name: 'no-circular-domains',
      comment: 'Two domains that need each other are one domain, or share a piece that belongs in one of them.',
      severity: 'error',
      scope: 'folder',
      from: { path: DOMAIN_FOLDER },
      to: { circular: true, path: DOMAIN_FOLDER },
    },
    {
      name: 'no-circular-web-folders',
      comment: 'Two web folders that need each other share a piece that belongs lower, in the floor.',
      severity: 'error',
      scope: 'folder',
      from: { path: WEB_FOLDER },
      to: { circular: true, path: WEB_FOLDER },
    },
  ],
  options: {
    ...base.options,
    exclude: { path: ['^(node_modules|[.]next|data)/', '[.]test[.]tsx?$', '^src/test/'] },
  },
};
