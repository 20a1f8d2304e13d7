package transport

import (
	"bytes"
	"context"
	"errors"
	"fmt"
	"io"
	"net/http"
	"time"

	"github.com/modelcontextprotocol/go-sdk/jsonrpc"
	"golang.org/x/sync/semaphore"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// Limits on request bodies (see Bodies).
const (
	// BodyTimeout is how long a request's body may take to arrive after
	// its headers, a wait for the budget aside.
	BodyTimeout = 10 * time.Second
	// MaxBody is the largest request body, the go-sdk's bound.
	MaxBody = 4 << 20
	// BodyBudget is how many bytes of request bodies the server holds at
	// once, being read or being handled: decoding JSON takes many times a
	// body's size (an array of numbers over twenty times), so the budget
	// bounds the memory requests take, before they are decoded.
	BodyBudget = 32 << 20
	// BudgetWait is how long a request may wait for room in the budget.
	BudgetWait = 30 * time.Second
)

// bodyChunk is how much of a body is read before it is charged to the
// budget.
const bodyChunk = 64 << 10

// Bodies reads each request's body whole before h sees it, bounding what
// bodies cost: one must arrive within BodyTimeout of its headers (the
// connection is closed on a client that trickles it in, 408), be at most
// MaxBody (413), and fit in the budget of bytes held by all the requests
// being read or handled at once (see readBody), held until h has
// answered. A request that cannot get the budget within BudgetWait is
// answered 503 with Retry-After. Requests without a body pass straight
// through: they hold an event stream open, which no deadline may cut.
func Bodies(h http.Handler) http.Handler {
	budget := semaphore.NewWeighted(BodyBudget)
	return http.HandlerFunc(func(w http.ResponseWriter, r *http.Request) {
		if r.ContentLength == 0 || r.Body == nil || r.Body == http.NoBody {
			h.ServeHTTP(w, r)
			return
		}
		if r.ContentLength > MaxBody {
			refuseBody(w, http.StatusRequestEntityTooLarge, fmt.Sprintf("the body is %s, more than the %s a request may hold",
				hostfs.FormatBytes(r.ContentLength), hostfs.FormatBytes(MaxBody)))
			return
		}
		body, held, err := readBody(w, r, budget)
		defer budget.Release(held)
		switch {
		case errors.Is(err, errTooLarge):
			refuseBody(w, http.StatusRequestEntityTooLarge, "the body is more than the "+hostfs.FormatBytes(MaxBody)+" a request may hold")
			return
		case errors.Is(err, errNoBudget):
			w.Header().Set("Retry-After", "1")
			refuseBody(w, http.StatusServiceUnavailable, "the server is reading as many request bodies as it can hold; try again in a moment")
			return
		case err != nil:
			refuseBody(w, http.StatusRequestTimeout, fmt.Sprintf("the body did not arrive within %s of the headers", BodyTimeout))
			return
		}
		r.Body = io.NopCloser(bytes.NewReader(body))
		r.ContentLength = int64(len(body))
		h.ServeHTTP(w, r)
	})
}

var (
	errTooLarge = errors.New("body too large")
	errNoBudget = errors.New("no budget")
)

// readBody reads r's body whole under a read deadline BodyTimeout away.
// Its first bodyChunk bytes are read as they come; a longer body then
// takes from budget, at once, the memory it will be read into (its
// Content-Length, or MaxBody when it has none), waiting BudgetWait at
// most, a wait the deadline moves by. So a body that trickles in holds no
// budget, and none waits for more while holding some. held is what it
// took, to give back, also when it fails (errTooLarge, errNoBudget, or
// the read's error). The deadline is lifted once the body is read.
func readBody(w http.ResponseWriter, r *http.Request, budget *semaphore.Weighted) (b []byte, held int64, err error) {
	rc := http.NewResponseController(w)
	deadline := time.Now().Add(BodyTimeout)
	rc.SetReadDeadline(deadline)
	b = make([]byte, 0, bodyChunk)
	for len(b) < cap(b) {
		n, err := r.Body.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			rc.SetReadDeadline(time.Time{})
			return b, 0, nil
		}
		if err != nil {
			return nil, 0, err
		}
	}
	held = MaxBody + 1
	if r.ContentLength > 0 {
		held = r.ContentLength + 1 // the read that finds the end
	}
	wait, cancel := context.WithTimeout(r.Context(), BudgetWait)
	defer cancel()
	start := time.Now()
	if err := budget.Acquire(wait, held); err != nil {
		return nil, 0, errNoBudget
	}
	deadline = deadline.Add(time.Since(start))
	rc.SetReadDeadline(deadline)
	b = append(make([]byte, 0, held), b...)
	for {
		if len(b) == cap(b) {
			return nil, held, errTooLarge
		}
		n, err := r.Body.Read(b[len(b):cap(b)])
		b = b[:len(b)+n]
		if err == io.EOF {
			rc.SetReadDeadline(time.Time{})
			return b, held, nil
		}
		if err != nil {
			return nil, held, err
		}
	}
}

// refuseBody answers a request whose body was not read, closing the
// connection, which may still carry the rest of it.
func refuseBody(w http.ResponseWriter, status int, message string) {
	w.Header().Set("Connection", "close")
	WriteRPCError(w, status, nil, jsonrpc.CodeInvalidRequest, message)
}
