package provider

import (
	"fmt"
	"slices"
	"sync"
)

// Factory makes a provider from its settings: the keys of its section of
// sbx serve's configuration ("namespace", "image" ...), as text.
type Factory func(settings map[string]string) (Provider, error)

var registry struct {
	mu        sync.Mutex
	factories map[string]Factory
}

// Register makes the provider called name available to sbx serve's
// configuration. Providers with large dependencies (the Kubernetes one)
// register from their package's init, so only programs that import them
// carry them; sbx does.
func Register(name string, f Factory) {
	registry.mu.Lock()
	defer registry.mu.Unlock()
	if registry.factories == nil {
		registry.factories = map[string]Factory{}
	}
	registry.factories[name] = f
}

// Open makes the registered provider called name.
func Open(name string, settings map[string]string) (Provider, error) {
	registry.mu.Lock()
	f := registry.factories[name]
	var names []string
	for n := range registry.factories {
		names = append(names, n)
	}
	registry.mu.Unlock()
	if f == nil {
		slices.Sort(names)
		return nil, fmt.Errorf("this program was built without the %s provider (it has: %v); sbx serve has it", name, names)
	}
	return f(settings)
}
