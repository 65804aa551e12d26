/**
 * A QR-code-shaped placeholder box until the real app download codes are issued; the label
 * says which app it is for so nobody mistakes it for a scannable code.
 */
export function QrPlaceholder({ label, size = 96 }: { label: string; size?: number }) {
  const finder = (x: number, y: number) => (
    <g key={`${x}-${y}`}>
      <rect x={x} y={y} width="22" height="22" fill="none" stroke="#1f1f1f" strokeWidth="4" />
      <rect x={x + 7} y={y + 7} width="8" height="8" fill="#1f1f1f" />
    </g>
  );
  return (
    <svg width={size} height={size} viewBox="0 0 100 100" role="img" aria-label={label}>
      <rect x="1" y="1" width="98" height="98" rx="6" fill="#fff" stroke="#d9d9d9" strokeWidth="2" />
      {finder(8, 8)}
      {finder(70, 8)}
      {finder(8, 70)}
      <rect x="22" y="40" width="56" height="20" rx="3" fill="#ff6a00" />
      <text x="50" y="54" textAnchor="middle" fontSize="11" fontWeight="600" fill="#fff" fontFamily="sans-serif">
        {label}
      </text>
    </svg>
  );
}
