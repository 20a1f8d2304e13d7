package provider

import (
	"context"
	"errors"
	"testing"
)

// fake is a provider that counts its Close calls.
type fake struct{ closed int }

func (f *fake) Capabilities(context.Context) Capabilities     { return Capabilities{Available: true} }
func (f *fake) Create(context.Context, Spec) (Sandbox, error) { return nil, ErrUnavailable }
func (f *fake) Close() error                                  { f.closed++; return nil }

// TestCache checks that a name is opened once, whether it opened or not,
// and that Close closes each provider once, those it keeps included.
func TestCache(t *testing.T) {
	docker, extra := &fake{}, &fake{}
	opened := map[string]int{}
	c := NewCache(func(_ context.Context, name string) (Provider, Capabilities, error) {
		opened[name]++
		switch name {
		case "docker":
			return docker, Capabilities{Provider: name, Available: true}, nil
		case "auto", "extra":
			return extra, Capabilities{Provider: "extra", Available: true}, nil
		}
		return nil, Capabilities{Provider: name}, ErrUnavailable
	})
	c.Keep(extra)
	ctx := context.Background()
	for range 2 {
		if o := c.Get(ctx, "docker"); o.Provider != docker || o.Caps.Provider != "docker" || o.Err != nil {
			t.Fatalf("Get(docker) = %+v", o)
		}
		if o := c.Get(ctx, "microvm"); o.Provider != nil || !errors.Is(o.Err, ErrUnavailable) {
			t.Fatalf("Get(microvm) = %+v, want why it is not available", o)
		}
		c.Get(ctx, "auto")
		c.Get(ctx, "extra")
	}
	for name, n := range opened {
		if n != 1 {
			t.Errorf("%s opened %d times, want once", name, n)
		}
	}
	if err := c.Close(); err != nil {
		t.Fatal(err)
	}
	if docker.closed != 1 || extra.closed != 1 {
		t.Errorf("closed docker %d and extra %d times, want each once", docker.closed, extra.closed)
	}
	c.Get(ctx, "docker")
	if opened["docker"] != 2 {
		t.Errorf("a Get after Close opened docker %d times in all, want it opened again", opened["docker"])
	}
}
