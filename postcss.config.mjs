// Tailwind 4 runs as a single PostCSS plugin; it finds class names in the source itself.
const config = {
  plugins: { '@tailwindcss/postcss': {} },
}

export default config
