import { defineConfig } from '@vite-pwa/assets-generator/config';

/**
 * The install icons, generated from the favicon by `npm run icons` and committed under web/public (the build
 * copies them as they are). The maskable one fills its square with the brand yellow, and keeps the drawing
 * inside the safe zone Android may crop to a circle.
 */
export default defineConfig({
  images: ['web/public/favicon.svg'],
  preset: {
    transparent: { sizes: [192, 512], padding: 0.05 },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: '#FFD400' } },
    apple: { sizes: [180], padding: 0.1, resizeOptions: { background: '#FFD400' } },
  },
});
