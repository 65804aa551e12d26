import ipaddr from 'ipaddr.js';

/**
 * Whether the server may connect to this address on a user's behalf: only global unicast. ipaddr.js names
 * every special range (loopback, private, link-local, CGNAT 100.64/10, multicast, unspecified, broadcast,
 * reserved, and for IPv6 unique-local, IPv4-mapped, NAT64, 6to4, Teredo…), so anything but 'unicast' is
 * refused, including IPv6 forms that embed an IPv4 address. Unparseable input is refused.
 */
export const isPublicAddress = (address: string): boolean => {
  const bare = address.replace(/^\[|\]$/g, '').replace(/%.*$/, '');
  if (!ipaddr.isValid(bare)) {
    return false;
  }
  const parsed = ipaddr.parse(bare);
  if (parsed.kind() === 'ipv6' && (parsed as ipaddr.IPv6).isIPv4MappedAddress()) {
    return false;
  }
  return parsed.range() === 'unicast';
};
