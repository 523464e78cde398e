import { sourceResolution } from '@souscrire/vitest-config';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';

export default defineConfig({
  ...sourceResolution,
  plugins: [react()],
  server: { port: Number(process.env.JOURNEY_PORT ?? 5173), strictPort: true, allowedHosts: ['.localhost'] },
  preview: { port: Number(process.env.JOURNEY_PORT ?? 5173), strictPort: true, allowedHosts: ['.localhost'] },
  test: { include: ['src/**/*.test.{ts,tsx}'], environment: 'happy-dom' },
});
