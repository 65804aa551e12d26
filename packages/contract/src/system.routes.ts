import { r, type TRouteDef } from './route-def.js';

export const SystemRoutes = {
  health: r({
    method: 'GET',
    path: '/api/health',
    access: 'public',
    write: false,
    tag: 'system',
    summary: '健康检查：数据库引擎与消息代理状态',
  }),
  realtimeToken: r({
    method: 'POST',
    path: '/api/realtime/token',
    access: 'user',
    write: false,
    tag: 'realtime',
    summary: '获取短期 MQTT 连接凭证',
  }),
} as const satisfies Record<string, TRouteDef>;
