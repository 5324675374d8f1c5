import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';

// The API server (apps/server) listens on :3000; in development Vite proxies to it so the app
// and the API share one origin, exactly as in production where the server serves dist/.
const apiServer = 'http://localhost:3000';

export default defineConfig({
  plugins: [react()],
  build: {
    outDir: 'dist',
    emptyOutDir: true,
  },
  server: {
    port: 5173,
    proxy: {
      '/api': { target: apiServer, changeOrigin: false },
      '/ws': { target: apiServer, ws: true, changeOrigin: false },
    },
  },
});
