/** Query-key factories (Medusa style): mutations and MQTT messages invalidate exactly these. */
export const userKeys = {
  all: ['user'] as const,
  info: () => [...userKeys.all, 'info'] as const,
};
