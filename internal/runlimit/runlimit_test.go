package runlimit

import (
	"context"
	"testing"
	"time"
)

func TestStated(t *testing.T) {
	for _, tt := range []struct {
		name          string
		stated, given time.Duration
		want          time.Duration
	}{
		{"none stated", 0, 3 * time.Second, 3 * time.Second},
		{"what was left after a wait", 500 * time.Millisecond, 496 * time.Millisecond, 500 * time.Millisecond},
		{"a run given more keeps it", time.Second, 2 * time.Second, 2 * time.Second},
	} {
		t.Run(tt.name, func(t *testing.T) {
			ctx := context.Background()
			if tt.stated > 0 {
				ctx = With(ctx, tt.stated)
			}
			if got := Stated(ctx, tt.given); got != tt.want {
				t.Errorf("Stated = %s, want %s", got, tt.want)
			}
		})
	}
}
