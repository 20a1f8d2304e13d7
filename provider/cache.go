package provider

import (
	"context"
	"errors"
	"slices"
	"sync"
)

// Opened is a provider opened by name, or why it could not be: Provider
// is nil when Err says what is missing.
type Opened struct {
	Provider Provider
	Caps     Capabilities
	Err      error
}

// Cache opens providers by name on first need and keeps each, or why it
// could not be opened, until Close: a name is tried once. It is safe for
// concurrent use; a Get waits while another name is opened.
type Cache struct {
	open func(ctx context.Context, name string) (Provider, Capabilities, error)

	mu    sync.Mutex
	found map[string]*Opened
	kept  []Provider
}

// NewCache returns a cache that opens a provider with open.
func NewCache(open func(ctx context.Context, name string) (Provider, Capabilities, error)) *Cache {
	return &Cache{open: open}
}

// Get returns the provider called name, opening it on its first Get.
func (c *Cache) Get(ctx context.Context, name string) *Opened {
	c.mu.Lock()
	defer c.mu.Unlock()
	if o := c.found[name]; o != nil {
		return o
	}
	if c.found == nil {
		c.found = map[string]*Opened{}
	}
	o := &Opened{}
	o.Provider, o.Caps, o.Err = c.open(ctx, name)
	c.found[name] = o
	return o
}

// Peek returns the provider called name if a Get has opened it, else nil:
// it opens nothing.
func (c *Cache) Peek(name string) *Opened {
	c.mu.Lock()
	defer c.mu.Unlock()
	return c.found[name]
}

// Keep hands p to the cache to close with the providers it opened, such
// as a provider open may return under a name of its own.
func (c *Cache) Keep(p Provider) {
	c.mu.Lock()
	defer c.mu.Unlock()
	c.kept = append(c.kept, p)
}

// Close closes every provider the cache opened or keeps, each once,
// ending what they still run, and forgets them.
func (c *Cache) Close() error {
	c.mu.Lock()
	defer c.mu.Unlock()
	var closed []Provider
	var errs []error
	shut := func(p Provider) {
		if p != nil && !slices.Contains(closed, p) {
			closed = append(closed, p)
			errs = append(errs, p.Close())
		}
	}
	for _, o := range c.found {
		shut(o.Provider)
	}
	for _, p := range c.kept {
		shut(p)
	}
	c.found, c.kept = nil, nil
	return errors.Join(errs...)
}
