/**
 * Turbopack loader for @heroui/theme's modules (next.config.ts). The package defines the class
 * recipe of every HeroUI component in one module, each a top-level `var x = tv({...})`. A bundler
 * keeps any call it cannot prove free of side effects, so every portal page downloaded the
 * recipes of all forty-odd components (about 30 kB gzip) whatever it used. tailwind-variants'
 * `tv()` only builds a function from its config; marked pure, the recipes of components a page
 * does not import are dropped with their unused exports.
 */
module.exports = function markRecipesPure(source) {
  return source.replace(/= tv\(/g, '= /* @__PURE__ */ tv(');
};
