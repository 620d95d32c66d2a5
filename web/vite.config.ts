import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const here = (path: string) => fileURLToPath(new URL(path, import.meta.url));

/**
 * The portal's web build. Two HTML entries: the app (index.html) and the MSAL v5 redirect bridge
 * (redirect.html), which receives the Entra sign-in response and hands it back to the app.
 */
export default defineConfig({
  plugins: [react()],
  // Plotly (a later feature) reads `global`; mapping it here keeps that chunk working in the browser.
  define: { global: 'globalThis' },
  server: {
    proxy: { '/api': { target: 'http://127.0.0.1:4280', changeOrigin: false } },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    manifest: true,
    rolldownOptions: {
      input: { main: here('./index.html'), redirect: here('./redirect.html') },
      output: {
        // Everything the app entry loads statically goes into one 'shell' chunk. Left to itself, rolldown cut
        // that closure into ~37 small shared chunks (React, Griffel, Tabster, Fluent's base hooks...), and the
        // per-chunk overhead grew the first route by 4 kB gzip. The redirect bridge (MSAL only) and Vite's
        // preload polyfill stay out so /redirect.html still loads ~24 kB, not the shell.
        codeSplitting: {
          groups: [
            {
              name: 'shell',
              tags: ['$initial'],
              test: (id: string) =>
                !/@azure[\\/]msal|redirect-bridge|modulepreload-polyfill|src[\\/]main\.tsx|\.html$/.test(id),
            },
            // Library and shared app code that five or more lazy chunks use goes into one 'common' chunk. Left to
            // itself, rolldown cut it by which pages share each module, and the solution page fetched 75 files:
            // over HTTP/1.1 (the local host) that was 13 rounds of six requests before the page could render
            // (Lighthouse LCP 1.7-2.0 s). Now 19 files (ADR 0048). Heavy libraries of one feature stay apart.
            {
              name: 'common',
              test: (id: string) =>
                /node_modules|[\\/]web[\\/]src[\\/]lib[\\/]|packages[\\/]domain/.test(id) &&
                !/@azure[\\/]msal|plotly|pptxgenjs|[\\/]docx[\\/]|dompurify/.test(id),
              minShareCount: 5,
            },
          ],
        },
      },
    },
  },
});
