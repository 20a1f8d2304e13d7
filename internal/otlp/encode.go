package otlp

import (
	"encoding/binary"
	"math"

	"go.opentelemetry.io/otel/attribute"
	"go.opentelemetry.io/otel/codes"
	"go.opentelemetry.io/otel/sdk/instrumentation"
	"go.opentelemetry.io/otel/sdk/resource"
	sdktrace "go.opentelemetry.io/otel/sdk/trace"
	"go.opentelemetry.io/otel/trace"
)

// The protobuf encoding of opentelemetry-proto's
// collector.trace.v1.ExportTraceServiceRequest, written by hand from
// opentelemetry/proto/{collector/trace,trace,common,resource}/v1/*.proto:
// field numbers and types as there, zero scalars left out as proto3 does,
// the fields of a oneof written whatever their value.

// Wire types.
const (
	wireVarint  = 0
	wireFixed64 = 1
	wireBytes   = 2
	wireFixed32 = 5
)

func appendTag(b []byte, field, wire int) []byte {
	return binary.AppendUvarint(b, uint64(field)<<3|uint64(wire))
}

// appendLen writes a length-delimited field: bytes, a string or a message.
func appendLen(b []byte, field int, v []byte) []byte {
	b = appendTag(b, field, wireBytes)
	b = binary.AppendUvarint(b, uint64(len(v)))
	return append(b, v...)
}

func appendString(b []byte, field int, s string) []byte {
	if s == "" {
		return b
	}
	b = appendTag(b, field, wireBytes)
	b = binary.AppendUvarint(b, uint64(len(s)))
	return append(b, s...)
}

func appendVarint(b []byte, field int, v uint64) []byte {
	if v == 0 {
		return b
	}
	return binary.AppendUvarint(appendTag(b, field, wireVarint), v)
}

func appendFixed64(b []byte, field int, v uint64) []byte {
	if v == 0 {
		return b
	}
	return binary.LittleEndian.AppendUint64(appendTag(b, field, wireFixed64), v)
}

func appendFixed32(b []byte, field int, v uint32) []byte {
	if v == 0 {
		return b
	}
	return binary.LittleEndian.AppendUint32(appendTag(b, field, wireFixed32), v)
}

// appendMessage writes the message enc appends as field.
func appendMessage(b []byte, field int, enc func([]byte) []byte) []byte {
	return appendLen(b, field, enc(nil))
}

// encodeRequest is the ExportTraceServiceRequest of spans: a
// ResourceSpans per resource, in it a ScopeSpans per instrumentation
// scope, in the order the spans first name them.
func encodeRequest(spans []sdktrace.ReadOnlySpan) []byte {
	type scopeGroup struct {
		scope instrumentation.Scope
		spans []sdktrace.ReadOnlySpan
	}
	type resourceGroup struct {
		res    *resource.Resource
		scopes []*scopeGroup
	}
	var groups []*resourceGroup
	byRes := map[attribute.Distinct]*resourceGroup{}
	for _, s := range spans {
		if s == nil {
			continue
		}
		key := s.Resource().Equivalent()
		g := byRes[key]
		if g == nil {
			g = &resourceGroup{res: s.Resource()}
			byRes[key] = g
			groups = append(groups, g)
		}
		var sg *scopeGroup
		for _, c := range g.scopes {
			if c.scope == s.InstrumentationScope() {
				sg = c
				break
			}
		}
		if sg == nil {
			sg = &scopeGroup{scope: s.InstrumentationScope()}
			g.scopes = append(g.scopes, sg)
		}
		sg.spans = append(sg.spans, s)
	}
	var b []byte
	for _, g := range groups {
		b = appendMessage(b, 1, func(b []byte) []byte { // ResourceSpans
			if g.res != nil {
				b = appendMessage(b, 1, func(b []byte) []byte { // Resource
					iter := g.res.Iter()
					for iter.Next() {
						b = appendKeyValue(b, 1, iter.Attribute())
					}
					return b
				})
			}
			for _, sg := range g.scopes {
				b = appendMessage(b, 2, func(b []byte) []byte { // ScopeSpans
					if sg.scope != (instrumentation.Scope{}) {
						b = appendMessage(b, 1, func(b []byte) []byte { // InstrumentationScope
							b = appendString(b, 1, sg.scope.Name)
							b = appendString(b, 2, sg.scope.Version)
							iter := sg.scope.Attributes.Iter()
							for iter.Next() {
								b = appendKeyValue(b, 3, iter.Attribute())
							}
							return b
						})
					}
					for _, s := range sg.spans {
						b = appendMessage(b, 2, func(b []byte) []byte { return appendSpan(b, s) })
					}
					return appendString(b, 3, sg.scope.SchemaURL)
				})
			}
			if g.res != nil {
				b = appendString(b, 3, g.res.SchemaURL())
			}
			return b
		})
	}
	return b
}

// appendSpan writes the fields of a Span.
func appendSpan(b []byte, s sdktrace.ReadOnlySpan) []byte {
	sc := s.SpanContext()
	tid, sid := sc.TraceID(), sc.SpanID()
	b = appendLen(b, 1, tid[:])
	b = appendLen(b, 2, sid[:])
	b = appendString(b, 3, sc.TraceState().String())
	if psid := s.Parent().SpanID(); psid.IsValid() {
		b = appendLen(b, 4, psid[:])
	}
	b = appendString(b, 5, s.Name())
	b = appendVarint(b, 6, uint64(spanKind(s.SpanKind())))
	b = appendFixed64(b, 7, unixNano(s.StartTime().UnixNano()))
	b = appendFixed64(b, 8, unixNano(s.EndTime().UnixNano()))
	for _, kv := range s.Attributes() {
		b = appendKeyValue(b, 9, kv)
	}
	b = appendVarint(b, 10, uint64(clamp32(s.DroppedAttributes())))
	for _, e := range s.Events() {
		b = appendMessage(b, 11, func(b []byte) []byte { // Span.Event
			b = appendFixed64(b, 1, unixNano(e.Time.UnixNano()))
			b = appendString(b, 2, e.Name)
			for _, kv := range e.Attributes {
				b = appendKeyValue(b, 3, kv)
			}
			return appendVarint(b, 4, uint64(clamp32(e.DroppedAttributeCount)))
		})
	}
	b = appendVarint(b, 12, uint64(clamp32(s.DroppedEvents())))
	for _, l := range s.Links() {
		b = appendMessage(b, 13, func(b []byte) []byte { // Span.Link
			tid, sid := l.SpanContext.TraceID(), l.SpanContext.SpanID()
			b = appendLen(b, 1, tid[:])
			b = appendLen(b, 2, sid[:])
			b = appendString(b, 3, l.SpanContext.TraceState().String())
			for _, kv := range l.Attributes {
				b = appendKeyValue(b, 4, kv)
			}
			b = appendVarint(b, 5, uint64(clamp32(l.DroppedAttributeCount)))
			return appendFixed32(b, 6, spanFlags(l.SpanContext.TraceFlags(), l.SpanContext))
		})
	}
	b = appendVarint(b, 14, uint64(clamp32(s.DroppedLinks())))
	b = appendMessage(b, 15, func(b []byte) []byte { // Status
		st := s.Status()
		b = appendString(b, 2, st.Description)
		return appendVarint(b, 3, uint64(statusCode(st.Code)))
	})
	return appendFixed32(b, 16, spanFlags(sc.TraceFlags(), s.Parent()))
}

// appendKeyValue writes kv as a KeyValue in field.
func appendKeyValue(b []byte, field int, kv attribute.KeyValue) []byte {
	return appendMessage(b, field, func(b []byte) []byte {
		b = appendString(b, 1, string(kv.Key))
		return appendMessage(b, 2, func(b []byte) []byte { return appendAnyValue(b, kv.Value) })
	})
}

// appendAnyValue writes the oneof of an AnyValue: string 1, bool 2, int
// 3, double 4, array 5, key-value list 6, bytes 7.
func appendAnyValue(b []byte, v attribute.Value) []byte {
	array := func(n int, each func(b []byte, i int) []byte) []byte {
		return appendMessage(b, 5, func(b []byte) []byte { // ArrayValue
			for i := range n {
				b = appendMessage(b, 1, func(b []byte) []byte { return each(b, i) })
			}
			return b
		})
	}
	switch v.Type() {
	case attribute.STRING:
		return appendLen(b, 1, []byte(v.AsString()))
	case attribute.BOOL:
		return appendBool(b, v.AsBool())
	case attribute.INT64:
		return appendInt(b, v.AsInt64())
	case attribute.FLOAT64:
		return appendDouble(b, v.AsFloat64())
	case attribute.BYTESLICE:
		return appendLen(b, 7, v.AsByteSlice())
	case attribute.STRINGSLICE:
		s := v.AsStringSlice()
		return array(len(s), func(b []byte, i int) []byte { return appendLen(b, 1, []byte(s[i])) })
	case attribute.BOOLSLICE:
		s := v.AsBoolSlice()
		return array(len(s), func(b []byte, i int) []byte { return appendBool(b, s[i]) })
	case attribute.INT64SLICE:
		s := v.AsInt64Slice()
		return array(len(s), func(b []byte, i int) []byte { return appendInt(b, s[i]) })
	case attribute.FLOAT64SLICE:
		s := v.AsFloat64Slice()
		return array(len(s), func(b []byte, i int) []byte { return appendDouble(b, s[i]) })
	case attribute.SLICE:
		s := v.AsSlice()
		return array(len(s), func(b []byte, i int) []byte { return appendAnyValue(b, s[i]) })
	case attribute.MAP:
		m := v.AsMap()
		return appendMessage(b, 6, func(b []byte) []byte { // KeyValueList
			for _, kv := range m {
				b = appendKeyValue(b, 1, kv)
			}
			return b
		})
	case attribute.EMPTY:
		return b
	default: // a type newer than this encoder, as the SDK's own exporter says it
		return appendLen(b, 1, []byte("INVALID"))
	}
}

func appendBool(b []byte, v bool) []byte {
	x := uint64(0)
	if v {
		x = 1
	}
	return binary.AppendUvarint(appendTag(b, 2, wireVarint), x)
}

func appendInt(b []byte, v int64) []byte {
	return binary.AppendUvarint(appendTag(b, 3, wireVarint), uint64(v))
}

func appendDouble(b []byte, v float64) []byte {
	return binary.LittleEndian.AppendUint64(appendTag(b, 4, wireFixed64), math.Float64bits(v))
}

// spanKind is SpanKind's number in the proto: the API's numbering.
func spanKind(k trace.SpanKind) int {
	if k < trace.SpanKindInternal || k > trace.SpanKindConsumer {
		return 0 // SPAN_KIND_UNSPECIFIED
	}
	return int(k)
}

// statusCode is Status.StatusCode: UNSET 0, OK 1, ERROR 2.
func statusCode(c codes.Code) int {
	switch c {
	case codes.Ok:
		return 1
	case codes.Error:
		return 2
	}
	return 0
}

// spanFlags are the W3C trace flags in the low byte, then whether the
// parent's remoteness is known (always) and whether it is remote.
func spanFlags(tf trace.TraceFlags, parent trace.SpanContext) uint32 {
	const hasIsRemote, isRemote = 0x100, 0x200
	f := uint32(tf) | hasIsRemote
	if parent.IsRemote() {
		f |= isRemote
	}
	return f
}

func unixNano(n int64) uint64 { return uint64(max(0, n)) }

func clamp32(n int) uint32 { return uint32(min(max(n, 0), math.MaxUint32)) }
