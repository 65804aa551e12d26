/** Text marks of the two marketplaces (we ship no third-party logo artwork). */
export function MarketplaceLogos() {
  return (
    <span className="ksa-market-logos">
      <span className="ksa-market ksa-market-temu">TEMU</span>
      <span className="ksa-market ksa-market-shein">SHEIN</span>
    </span>
  );
}
