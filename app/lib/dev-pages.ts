/**
 * Whether the /dev pages (the UI gallery, the simulated crash) exist: in development, and in the
 * bundled build the end-to-end tests drive (`npm run dev -- --bundled`, built in the `bundled`
 * mode with React's production build). `npm run build` answers 404 there.
 */
export const DEV_PAGES = import.meta.env.DEV || import.meta.env.MODE === 'bundled'
