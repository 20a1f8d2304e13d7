// Package telemetry is what the server measures and traces: Prometheus
// metrics whose labels are names sbx chooses, and OpenTelemetry spans of
// each tool call, its wait, kernel starts, runs, escalations and native
// provisioning. A Telemetry's zero value records nothing.
package telemetry

import (
	"context"
	"net/http"
	"time"

	"github.com/prometheus/client_golang/prometheus"
	"github.com/prometheus/client_golang/prometheus/collectors"
	"github.com/prometheus/client_golang/prometheus/promhttp"

	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/wasmrt"
)

// instruments are the server's Prometheus metrics (Options.Metrics). Their
// labels hold only names sbx chooses — tools, languages, providers,
// outcomes, guests — and the user's id when Options.MetricsUsers says so:
// never code, output, paths or secrets. Every method is a no-op on nil.
type instruments struct {
	reg   *prometheus.Registry
	users bool

	runs        *prometheus.CounterVec
	runSeconds  *prometheus.HistogramVec
	queueWait   prometheus.Histogram
	created     *prometheus.CounterVec
	spares      *prometheus.CounterVec
	kernels     *prometheus.CounterVec
	escalations *prometheus.CounterVec
}

// newMetrics registers the metrics; nil when they are off.
func newMetrics(opts Options) *instruments {
	if !opts.Metrics {
		return nil
	}
	runLabels := []string{"tool", "language", "provider", "outcome"}
	if opts.MetricsUsers {
		runLabels = append(runLabels, "user")
	}
	m := &instruments{
		reg:   prometheus.NewRegistry(),
		users: opts.MetricsUsers,
		runs: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sbx_runs_total",
			Help: "Calls of the tools that run code, by tool, language, provider and outcome (ok, error, timed_out, truncated, refused)."}, runLabels),
		runSeconds: prometheus.NewHistogramVec(prometheus.HistogramOpts{Name: "sbx_run_duration_seconds",
			Help:    "Wall time of the calls that run code, waits included.",
			Buckets: []float64{.001, .0025, .005, .01, .025, .05, .1, .25, .5, 1, 2.5, 5, 10, 30, 60}}, []string{"tool", "language", "provider"}),
		queueWait: prometheus.NewHistogram(prometheus.HistogramOpts{Name: "sbx_queue_wait_seconds",
			Help:    "Time a run waited for its sandbox and a free run slot.",
			Buckets: []float64{.0001, .001, .005, .01, .05, .1, .25, .5, 1, 2.5, 5, 10, 30}}),
		created: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sbx_sandboxes_created_total",
			Help: "Sandboxes created, by provider and the isolation they start with."}, []string{"provider", "isolation"}),
		spares: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sbx_spares_total",
			Help: "New sandboxes by where they came from: taken (a spare made ahead) or missed (none was ready, or it did not fit)."}, []string{"result"}),
		kernels: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sbx_kernel_starts_total",
			Help: "Interpreter kernels started, by guest and how: restore (from a snapshot) or boot; result ok or error."}, []string{"guest", "how", "result"}),
		escalations: prometheus.NewCounterVec(prometheus.CounterOpts{Name: "sbx_escalations_total",
			Help: "Runs the WebAssembly tier could not do, by reason (missing_module, missing_command) and result (moved, cannot_move, failed)."}, []string{"reason", "result"}),
	}
	m.reg.MustRegister(m.runs, m.runSeconds, m.queueWait, m.created, m.spares, m.kernels, m.escalations,
		collectors.NewGoCollector(), collectors.NewProcessCollector(collectors.ProcessCollectorOpts{}))
	return m
}

// Handler serves the metrics in Prometheus' text format, or answers 404
// when Options.Metrics is off.
func (t Telemetry) Handler() http.Handler {
	if t.met == nil {
		return http.NotFoundHandler()
	}
	return promhttp.HandlerFor(t.met.reg, promhttp.HandlerOpts{})
}

// Run counts one call of a tool that runs code, as its audit record has it.
func (t Telemetry) Run(rec *govern.AuditRecord, outcome string) { t.met.run(rec, outcome) }

// Waited records how long a run waited for its turn.
func (t Telemetry) Waited(d time.Duration) { t.met.waited(d) }

// SandboxCreated counts a new sandbox.
func (t Telemetry) SandboxCreated(provider, isolation string) {
	t.met.sandboxCreated(provider, isolation)
}

// Spare counts a new sandbox that found a spare ready (taken) or not.
func (t Telemetry) Spare(taken bool) { t.met.spare(taken) }

// Escalated counts a run the WebAssembly tier could not do, of kind (a
// language, or shell) with result moved, cannot_move or failed.
func (t Telemetry) Escalated(kind, result string) { t.met.escalated(kind, result) }

// run counts one call of a tool that runs code, as its audit record has it.
func (m *instruments) run(rec *govern.AuditRecord, outcome string) {
	if m == nil {
		return
	}
	lang, provider := languageLabel(rec.Tool, rec.Language), cmpLabel(rec.Provider)
	labels := prometheus.Labels{"tool": rec.Tool, "language": lang, "provider": provider, "outcome": outcome}
	if m.users {
		labels["user"] = rec.User
	}
	m.runs.With(labels).Inc()
	m.runSeconds.WithLabelValues(rec.Tool, lang, provider).Observe(rec.DurationMS / 1000)
}

// languageLabel is a call's language as a label: one of run_code's, or
// "other" for a name the call made up; run_command's is shell.
func languageLabel(tool, lang string) string {
	switch {
	case tool == "run_command" || tool == "start_background":
		return govern.Shell
	case tool == "data_dashboard":
		return string(wasmrt.Python)
	case lang == govern.Shell:
		return lang
	}
	if l, err := wasmrt.ParseLanguage(lang); err == nil {
		return string(l)
	}
	if lang == "" {
		return "none"
	}
	return "other"
}

// cmpLabel is a label's value, "none" when empty.
func cmpLabel(s string) string {
	if s == "" {
		return "none"
	}
	return s
}

// waited records how long a run waited for its turn.
func (m *instruments) waited(d time.Duration) {
	if m != nil {
		m.queueWait.Observe(d.Seconds())
	}
}

// sandboxCreated counts a new sandbox.
func (m *instruments) sandboxCreated(provider, isolation string) {
	if m != nil {
		m.created.WithLabelValues(provider, isolation).Inc()
	}
}

// spare counts a new sandbox that found a spare ready (taken) or not.
func (m *instruments) spare(taken bool) {
	if m == nil {
		return
	}
	if taken {
		m.spares.WithLabelValues("taken").Inc()
	} else {
		m.spares.WithLabelValues("missed").Inc()
	}
}

// escalated counts a run the WebAssembly tier could not do.
func (m *instruments) escalated(kind, result string) {
	if m == nil {
		return
	}
	reason := "missing_module"
	if kind == govern.Shell {
		reason = "missing_command"
	}
	m.escalations.WithLabelValues(reason, result).Inc()
}

// kernelStarting counts a kernel start once it has ended.
func (m *instruments) kernelStarting(guest string, restored bool) func(error) {
	if m == nil {
		return func(error) {}
	}
	how := "boot"
	if restored {
		how = "restore"
	}
	return func(err error) {
		result := "ok"
		if err != nil {
			result = "error"
		}
		m.kernels.WithLabelValues(guest, how, result).Inc()
	}
}

// ObserveKernels returns ctx with the observer that counts and traces the
// kernels started under it.
func (t Telemetry) ObserveKernels(ctx context.Context) context.Context {
	if t.met == nil && t.tracer == nil {
		return ctx
	}
	return wasmrt.WithKernelObserver(ctx, func(ctx context.Context, guest string, restored bool) func(error) {
		count := t.met.kernelStarting(guest, restored)
		end := t.traceKernel(ctx, guest, restored)
		return func(err error) { count(err); end(err) }
	})
}

// Gauges are what the server holds at a scrape.
type Gauges struct {
	Live   map[Tier]int // sandboxes by provider and isolation
	Spares int          // spare sandboxes ready
	// OSSpares and OSSpareBytes are the os provider's spares ready and
	// their idle memory (PSS).
	OSSpares     int
	OSSpareBytes int64
	Workspace    int64 // bytes in the /workspace of every live sandbox
	Home         int64 // bytes in the homes open
	Loads        []wasmrt.GuestLoad
}

// Tier is a provider and the isolation its sandboxes have.
type Tier struct{ Provider, Isolation string }

// Collect reports, at each scrape, the gauges read then; it does nothing
// when the metrics are off.
func (t Telemetry) Collect(read func() Gauges) {
	if t.met != nil {
		t.met.reg.MustRegister(state(read))
	}
}

// state reports, at each scrape, what the server holds now: its
// sandboxes, spares, workspace and home bytes, and the guests it loaded.
type state func() Gauges

var (
	descLive       = prometheus.NewDesc("sbx_sandboxes", "Sandboxes live now, by provider and isolation.", []string{"provider", "isolation"}, nil)
	descSpares     = prometheus.NewDesc("sbx_spares_ready", "Spare sandboxes ready to be handed out.", nil, nil)
	descOSSpares   = prometheus.NewDesc("sbx_os_spares_ready", "Spare sandboxes of the os provider ready to be handed out, Python kernel started.", nil, nil)
	descOSSpareMem = prometheus.NewDesc("sbx_os_spares_bytes", "Idle memory of the os provider's spares ready: their processes' proportional set size (PSS).", nil, nil)
	descWorkspace  = prometheus.NewDesc("sbx_workspace_bytes", "Bytes in the /workspace of every live sandbox.", nil, nil)
	descHome       = prometheus.NewDesc("sbx_home_bytes", "Bytes in the homes of the users whose sandboxes are live.", nil, nil)
	descGuestLoads = prometheus.NewDesc("sbx_guest_load_seconds", "Time this process took to make each guest ready, by guest and cache (hit: prepared module found in the machine's guest cache; miss: prepared and compiled anew).", []string{"guest", "cache"}, nil)
)

// Describe implements prometheus.Collector.
func (state) Describe(ch chan<- *prometheus.Desc) {
	for _, d := range []*prometheus.Desc{descLive, descSpares, descOSSpares, descOSSpareMem, descWorkspace, descHome, descGuestLoads} {
		ch <- d
	}
}

// Collect implements prometheus.Collector.
func (s state) Collect(ch chan<- prometheus.Metric) {
	g := s()
	for k, n := range g.Live {
		ch <- prometheus.MustNewConstMetric(descLive, prometheus.GaugeValue, float64(n), k.Provider, k.Isolation)
	}
	ch <- prometheus.MustNewConstMetric(descSpares, prometheus.GaugeValue, float64(g.Spares))
	ch <- prometheus.MustNewConstMetric(descOSSpares, prometheus.GaugeValue, float64(g.OSSpares))
	ch <- prometheus.MustNewConstMetric(descOSSpareMem, prometheus.GaugeValue, float64(g.OSSpareBytes))
	ch <- prometheus.MustNewConstMetric(descWorkspace, prometheus.GaugeValue, float64(g.Workspace))
	ch <- prometheus.MustNewConstMetric(descHome, prometheus.GaugeValue, float64(g.Home))
	for _, l := range g.Loads {
		ch <- prometheus.MustNewConstMetric(descGuestLoads, prometheus.GaugeValue, l.Took.Seconds(), l.Guest, map[bool]string{true: "hit", false: "miss"}[l.Cached])
	}
}
