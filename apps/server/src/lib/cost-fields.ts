import { CostFieldKeys } from '@ksa/contract';

const costKeys = new Set<string>(CostFieldKeys);

/**
 * Removes cost and profit fields at any depth (spec: cost figures need lookCost). Applied to every
 * reply of a caller without lookCost, so a handler cannot leak them by forgetting to check.
 */
export const stripCostFields = (value: unknown): unknown => {
  if (Array.isArray(value)) {
    return value.map(stripCostFields);
  }
  if (value && typeof value === 'object' && !(value instanceof Date)) {
    const out: Record<string, unknown> = {};
    for (const [k, v] of Object.entries(value)) {
      if (!costKeys.has(k)) {
        out[k] = stripCostFields(v);
      }
    }
    return out;
  }
  return value;
};
