package govern

import (
	"context"
	"fmt"
	"log/slog"
)

// Handler returns a slog handler that passes records on to h with every
// secret form replaced in the message and in every attribute's value,
// groups and errors included. A nil Redactor returns h itself.
func (r *Redactor) Handler(h slog.Handler) slog.Handler {
	if r == nil {
		return h
	}
	return &redactHandler{r: r, h: h}
}

// redactHandler is the handler Handler returns.
type redactHandler struct {
	r *Redactor
	h slog.Handler
}

// Enabled implements slog.Handler.
func (rh *redactHandler) Enabled(ctx context.Context, level slog.Level) bool {
	return rh.h.Enabled(ctx, level)
}

// Handle implements slog.Handler.
func (rh *redactHandler) Handle(ctx context.Context, rec slog.Record) error {
	out := slog.NewRecord(rec.Time, rec.Level, rh.r.String(rec.Message), rec.PC)
	rec.Attrs(func(a slog.Attr) bool {
		out.AddAttrs(rh.attr(a))
		return true
	})
	return rh.h.Handle(ctx, out)
}

// WithAttrs implements slog.Handler.
func (rh *redactHandler) WithAttrs(attrs []slog.Attr) slog.Handler {
	clean := make([]slog.Attr, len(attrs))
	for i, a := range attrs {
		clean[i] = rh.attr(a)
	}
	return &redactHandler{r: rh.r, h: rh.h.WithAttrs(clean)}
}

// WithGroup implements slog.Handler.
func (rh *redactHandler) WithGroup(name string) slog.Handler {
	return &redactHandler{r: rh.r, h: rh.h.WithGroup(name)}
}

// attr returns a with its value redacted: a string as a string, a group
// attribute by attribute, anything else but numbers, booleans and times as
// the text it prints as.
func (rh *redactHandler) attr(a slog.Attr) slog.Attr {
	v := a.Value.Resolve()
	switch v.Kind() {
	case slog.KindString:
		return slog.String(a.Key, rh.r.String(v.String()))
	case slog.KindGroup:
		group := v.Group()
		clean := make([]any, len(group))
		for i, g := range group {
			clean[i] = rh.attr(g)
		}
		return slog.Group(a.Key, clean...)
	case slog.KindAny:
		text := fmt.Sprint(v.Any())
		if red := rh.r.String(text); red != text {
			return slog.String(a.Key, red)
		}
	}
	return slog.Attr{Key: a.Key, Value: v}
}
