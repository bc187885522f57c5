import path from 'node:path'

// The style sheet's pipeline, for every engine of the browser policy (package.json, browserslist;
// docs/browsers.md). Next requires each plugin by name or path, in this order.
const config = {
  plugins: {
    // Tailwind 4 runs as a single PostCSS plugin; it finds class names in the source itself.
    // app/globals.css imports its parts without cascade layers.
    '@tailwindcss/postcss': {},
    // For the engines before 2021-22 (docs/browsers.md): the layer Tailwind still writes for its
    // custom properties' starting values opened, and the rules that use `:where()` written again
    // without it. By its path from the project's folder (where every build runs): a relative name
    // would be looked up from Next's own build folder.
    [path.join(process.cwd(), 'scripts/build-steps/older-engines-css.js')]: {},
  },
}

export default config
