import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';
import { compression } from 'vite-plugin-compression2';

export default defineConfig({
  root: 'web',
  plugins: [
    react(),
    // Brotli and gzip copies written beside each asset at build time; the server sends the one the browser
    // accepts (server/static-assets.ts), so a 3G phone downloads about a third of the bytes.
    compression({
      algorithms: ['brotliCompress', 'gzip'],
      include: /\.(js|css|html|svg|json|webmanifest)$/,
      threshold: 512,
    }),
  ],
  build: { outDir: '../dist/web', emptyOutDir: true, sourcemap: false, manifest: true },
  // `npm run dev`: Vite serves the app with hot reload and hands API calls to the server on PORT.
  server: { port: 5173, proxy: { '/api': `http://localhost:${process.env.PORT ?? 3000}` } },
});
