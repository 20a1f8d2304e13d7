package govern

import (
	"context"
	"crypto/sha256"
	"crypto/subtle"
	"errors"
	"fmt"
	"net"
	"net/http"
	"net/netip"
	"strings"

	"github.com/modelcontextprotocol/go-sdk/auth"
	"github.com/modelcontextprotocol/go-sdk/mcp"
)

// Auth identifies the user behind each HTTP request. A request from a
// trusted proxy names its user in UserHeader; any other request needs a
// bearer token of a known user. Identity comes from the connection, never
// from a tool argument, and a connection keeps the user it started with.
type Auth struct {
	// Tokens are the users' bearer tokens, as SHA-256 digests.
	Tokens []Token
	// TrustedProxies are the addresses whose requests name the user in
	// UserHeader instead of carrying a token.
	TrustedProxies []netip.Prefix
	// UserHeader is the header a trusted proxy names the user in
	// (default X-User-Id). It is ignored on every other request.
	UserHeader string
}

// Token is one user's bearer token.
type Token struct {
	User   string
	SHA256 [sha256.Size]byte
}

// DefaultUserHeader names the user behind a trusted proxy.
const DefaultUserHeader = "X-User-Id"

// ValidUserID reports whether id can name a user: 1 to 128 letters,
// digits and . _ @ + -, starting with a letter or digit. A user id names
// the user's home directory, so nothing else is accepted.
func ValidUserID(id string) bool {
	if id == "" || len(id) > 128 {
		return false
	}
	for i, c := range id {
		alnum := c >= 'a' && c <= 'z' || c >= 'A' && c <= 'Z' || c >= '0' && c <= '9'
		if !alnum && (i == 0 || !strings.ContainsRune("._@+-", c)) {
			return false
		}
	}
	return true
}

// Header returns the trusted proxies' user header.
func (a *Auth) Header() string {
	if a.UserHeader == "" {
		return DefaultUserHeader
	}
	return a.UserHeader
}

// userKey is the request context key of a user found by token.
type userKey struct{}

// Wrap returns h behind a's checks; h unchanged when a is nil. A request
// that names no user it can vouch for gets 401. A request another
// replica forwarded (FromPeer) may name its user as a trusted proxy's
// does: that replica checked it.
func (a *Auth) Wrap(h http.Handler) http.Handler {
	if a == nil {
		return h
	}
	// The SDK's middleware puts the user into the session (so a session id
	// is useless to anyone else) and into each call's RequestExtra.
	bearer := auth.RequireBearerToken(func(ctx context.Context, _ string, r *http.Request) (*auth.TokenInfo, error) {
		user, _ := r.Context().Value(userKey{}).(string)
		return &auth.TokenInfo{UserID: user}, nil
	}, &auth.RequireBearerTokenOptions{AllowMissingExpiration: true})(h)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		name := a.Header()
		if a.trusted(r) || FromPeer(r) && r.Header.Get(name) != "" {
			if user := r.Header.Get(name); !ValidUserID(user) {
				unauthorized(w, fmt.Sprintf("the request comes from a trusted proxy but its %s header does not name a user", name))
				return
			}
			h.ServeHTTP(w, r)
			return
		}
		r.Header.Del(name)
		user, err := a.tokenUser(r.Header.Get("Authorization"))
		if err != nil {
			unauthorized(w, err.Error())
			return
		}
		bearer.ServeHTTP(w, r.WithContext(context.WithValue(r.Context(), userKey{}, user)))
	})
}

// unauthorized answers 401 with a challenge for a bearer token.
func unauthorized(w http.ResponseWriter, why string) {
	w.Header().Set("WWW-Authenticate", `Bearer realm="sbx"`)
	http.Error(w, "sbx: "+why, http.StatusUnauthorized)
}

// trusted reports whether r comes from a trusted proxy.
func (a *Auth) trusted(r *http.Request) bool {
	host, _, err := net.SplitHostPort(r.RemoteAddr)
	if err != nil {
		return false
	}
	addr, err := netip.ParseAddr(host)
	if err != nil {
		return false
	}
	addr = addr.Unmap()
	for _, p := range a.TrustedProxies {
		if p.Contains(addr) {
			return true
		}
	}
	return false
}

// errNoToken and errBadToken explain a 401.
var (
	errNoToken  = errors.New("this server needs a bearer token: send Authorization: Bearer TOKEN")
	errBadToken = errors.New("the bearer token is not valid on this server")
)

// tokenUser returns the user whose token the Authorization header carries.
// Every known token is compared, in constant time, whatever matches.
func (a *Auth) tokenUser(header string) (string, error) {
	scheme, token, ok := strings.Cut(strings.TrimSpace(header), " ")
	if !ok || !strings.EqualFold(scheme, "Bearer") || strings.TrimSpace(token) == "" {
		return "", errNoToken
	}
	sum := sha256.Sum256([]byte(strings.TrimSpace(token)))
	user := ""
	for _, t := range a.Tokens {
		if subtle.ConstantTimeCompare(sum[:], t.SHA256[:]) == 1 {
			user = t.User
		}
	}
	if user == "" {
		return "", errBadToken
	}
	return user, nil
}

// UserOf returns the user behind a request: from its token, or from a
// trusted proxy's header; empty for an anonymous connection (stdio, or HTTP
// without Auth, which a nil a is).
func (a *Auth) UserOf(extra *mcp.RequestExtra) string {
	switch {
	case extra == nil:
		return ""
	case extra.TokenInfo != nil:
		return extra.TokenInfo.UserID
	case a != nil && extra.Header != nil:
		return extra.Header.Get(a.Header()) // present only from a trusted proxy
	}
	return ""
}

// peerKey marks the context of a request another replica forwarded.
type peerKey struct{}

// WithPeer marks ctx as that of a request another replica forwarded,
// having checked its user as a trusted proxy would.
func WithPeer(ctx context.Context) context.Context { return context.WithValue(ctx, peerKey{}, true) }

// FromPeer reports whether r was forwarded by another replica, which has
// checked its user as a trusted proxy would.
func FromPeer(r *http.Request) bool {
	ok, _ := r.Context().Value(peerKey{}).(bool)
	return ok
}
