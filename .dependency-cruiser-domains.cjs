/**
 * Second pass of `npm run check:imports`: no cycle between domain folders (records/ → review-notes/ → records/…),
 * even when no single file closes the loop. Tests are left out here because test kits and seed tests legitimately
 * reach across domains; the first pass (.dependency-cruiser.cjs) still checks their file-level cycles.
 */
const base = require('./.dependency-cruiser.cjs');

// Keep in step with TRANSPORT in .dependency-cruiser.cjs: every other folder of src/server is a domain.
const DOMAIN_FOLDER = '^src/server/(?!(routes|plugins|http|jobs|hardening)$)[^/]+$';

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
  ],
  options: {
    ...base.options,
    exclude: { path: ['^(node_modules|[.]next|data)/', '[.]test[.]tsx?$', '^src/test/'] },
  },
};
