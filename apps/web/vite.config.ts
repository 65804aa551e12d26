import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

const api = process.env.KSA_API_URL ?? 'http://127.0.0.1:8080';

export default defineConfig({
  plugins: [react()],
  server: {
    port: 5173,
    proxy: {
      '/api': api,
      '/docs': api,
      '/mqtt': { target: api.replace(/^http/, 'ws'), ws: true },
    },
  },
  build: {
    outDir: 'dist',
    chunkSizeWarningLimit: 1200,
    rolldownOptions: {
      output: {
        codeSplitting: {
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler|react-router)[\\/]/, priority: 30 },
            { name: 'echarts', test: /node_modules[\\/](echarts|zrender)[\\/]/, priority: 20 },
            { name: 'antd', test: /node_modules[\\/](antd|@ant-design|rc-[^\\/]+|@rc-component)[\\/]/, priority: 20 },
            {
              name: 'mqtt',
              test: /node_modules[\\/](mqtt|mqtt-packet|readable-stream|buffer|events|bl)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
    },
  },
});
