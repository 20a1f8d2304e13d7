package provider

import "net/netip"

// nonPublic are address ranges netip does not call private or local but
// that lead to no public host (or, through NAT64, to any IPv4 one).
var nonPublic = []netip.Prefix{
	netip.MustParsePrefix("0.0.0.0/8"),      // this network
	netip.MustParsePrefix("100.64.0.0/10"),  // carrier-grade NAT
	netip.MustParsePrefix("192.0.0.0/24"),   // IETF protocol assignments
	netip.MustParsePrefix("198.18.0.0/15"),  // benchmarking
	netip.MustParsePrefix("240.0.0.0/4"),    // reserved
	netip.MustParsePrefix("64:ff9b::/96"),   // NAT64
	netip.MustParsePrefix("64:ff9b:1::/48"), // local NAT64
	netip.MustParsePrefix("2001:db8::/32"),  // documentation
}

// PublicAddr reports whether ip is a public unicast address: one that
// leads to no loopback, private, link-local (cloud metadata) or reserved
// network. Egress reaches any other only at an address and port an Allow
// entry names.
func PublicAddr(ip netip.Addr) bool {
	ip = ip.Unmap()
	if !ip.IsGlobalUnicast() || ip.IsPrivate() {
		return false
	}
	for _, p := range nonPublic {
		if p.Contains(ip) {
			return false
		}
	}
	return true
}
