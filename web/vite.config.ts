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
    },
  },
});
