// Package docker is the Docker tier: each sandbox a long-lived hardened
// container under runc, or gVisor's runsc when dockerd has it, from an
// image pinned by digest (DockerOptions.Image), with a persistent Python
// interpreter. Nothing here pulls an image unless DockerOptions.Pull says
// so: a missing engine or image is reported.
package docker

import (
	"context"
	"errors"
	"fmt"
	"io"
	"maps"
	"os"
	"path/filepath"
	"regexp"
	"slices"
	"strconv"
	"strings"
	"sync"
	"sync/atomic"
	"time"

	cerrdefs "github.com/containerd/errdefs"
	"github.com/moby/moby/api/pkg/stdcopy"
	"github.com/moby/moby/api/types/container"
	"github.com/moby/moby/client"

	"github.com/sbx-sandbox/sbx/fallback"
	"github.com/sbx-sandbox/sbx/internal/capture"
)

// DefaultImage is the image sandbox-image/build.sh builds and imports.
// Tool calls never pull it: without it the Docker provider is unavailable.
const DefaultImage = "sbx-sandbox:bookworm-2"

// Fixes named in Capabilities.Missing.
const (
	fixDocker = "apt-get install -y docker.io && (setsid nohup dockerd >/var/log/dockerd.log 2>&1 &)"
	fixImage  = "sandbox-image/build.sh"
	fixRunsc  = `apt-get install -y runsc; put {"runtimes":{"runsc":{"path":"/usr/bin/runsc","runtimeArgs":["--platform=ptrace","--network=none"]}}} in /etc/docker/daemon.json; kill -HUP $(pidof dockerd)`
)

// probeTimeout bounds each question asked of the daemon while probing.
const probeTimeout = 3 * time.Second

// nobody is the user and group sandboxed code runs as when sbx runs as root.
const nobody = 65534

// labelSandbox marks the containers sbx creates, for cleanup by hand:
// docker rm -f $(docker ps -aq --filter label=org.sbx.sandbox).
const labelSandbox = "org.sbx.sandbox"

// DockerOptions configure the Docker provider.
type DockerOptions struct {
	// Image is the sandbox image (see ParseImage); DefaultImage if empty.
	// Pinned by digest (name@sha256:...), a sandbox starts only from an
	// image with that digest.
	Image string
	// Pull lets Create pull the image from its registry when the daemon
	// lacks it; otherwise a missing image makes the provider unavailable.
	Pull bool
	// Runtime is the OCI runtime: "runc", "runsc", or empty to use runsc
	// when dockerd has it registered with --network=none, else runc.
	Runtime string
	// Client options for the daemon connection; client.FromEnv if nil
	// (DOCKER_HOST, or the default socket).
	Client []client.Opt
}

// Docker runs sandboxes as long-lived, hardened containers: one per
// sandbox, so installed packages, files in /tmp and background processes
// persist between calls. The sandbox's /workspace, and its home when it
// writes there, are tmpfs mounts of the quota's size that a store keeps in
// step with the host's directories (see store.go). Every container has no network, a read-only root with a
// writable /tmp, a non-root user, no capabilities, no-new-privileges, and
// memory, CPU and (under runc) process limits.
type Docker struct {
	opts DockerOptions
	cli  *client.Client
	err  error // from creating cli

	mu    sync.Mutex
	boxes map[string]*dockerBox
}

// dockerBox is one sandbox's container.
type dockerBox struct {
	id        string // the container's name and the sandbox ID
	runtime   string
	limits    fallback.Limits
	workspace string
	home      string // "" for an empty home of the container's own
	// homeReadOnly shows home read-only: a durable home.
	homeReadOnly bool
	store        *store // the tmpfs directories' copies
	uid, gid     int
	image        string                // the image ID the container was made from, to make it again
	egress       *fallback.EgressProxy // nil: no network at all
	// pyKernel is set while a Python kernel holds state (RunPython): the
	// next cell's client then reports finding it gone.
	pyKernel atomic.Bool
	rmu      sync.Mutex // held while the container is started again
}

// NewDocker returns the Docker provider. It does not contact the daemon:
// Capabilities and Create do, each under a timeout.
func NewDocker(opts DockerOptions) *Docker {
	if opts.Image == "" {
		opts.Image = DefaultImage
	}
	if opts.Client == nil {
		opts.Client = []client.Opt{client.FromEnv}
	}
	d := &Docker{opts: opts, boxes: map[string]*dockerBox{}}
	d.cli, d.err = client.New(opts.Client...)
	return d
}

// dockerProbe is what a probe of the daemon found.
type dockerProbe struct {
	caps    fallback.Capabilities
	runtime string // the runtime Create will use
	image   string // the image's ID; "" when it is to be pulled
}

// probe asks the daemon whether it answers, which runtimes it has and
// whether the image is present.
func (d *Docker) probe(ctx context.Context) dockerProbe {
	p := dockerProbe{runtime: "runc", caps: fallback.Capabilities{Provider: "docker", Isolation: fallback.IsolationContainer,
		SharedWorkspace: true, Native: true, Runtime: "runc"}}
	miss := func(what, fix string) {
		p.caps.Missing = append(p.caps.Missing, fallback.Missing{What: what, Fix: fix})
	}
	if d.err != nil {
		miss("docker client: "+d.err.Error(), "unset or fix DOCKER_HOST")
		return p
	}
	ctx, cancel := context.WithTimeout(ctx, probeTimeout)
	defer cancel()
	info, err := d.cli.Info(ctx, client.InfoOptions{})
	if err != nil {
		miss("docker daemon not reachable", fixDocker)
		return p
	}
	runsc, hasRunsc := info.Info.Runtimes["runsc"]
	gvisorOK := hasRunsc && slices.Contains(runsc.Args, "--network=none")
	switch d.opts.Runtime {
	case "":
		if gvisorOK {
			p.runtime = "runsc"
		} else if hasRunsc {
			miss("runsc is registered without --network=none and cannot start; containers use runc", fixRunsc)
		} else {
			miss("gVisor (runsc) not registered with dockerd; containers use runc", fixRunsc)
		}
	case "runsc":
		p.runtime = "runsc"
		if !hasRunsc {
			miss("gVisor (runsc) not registered with dockerd", fixRunsc)
			return p
		}
	default:
		p.runtime = d.opts.Runtime
		if _, ok := info.Info.Runtimes[p.runtime]; !ok {
			miss("runtime "+p.runtime+" not registered with dockerd", "use runc or runsc")
			return p
		}
	}
	p.caps.Runtime = p.runtime
	p.caps.Notes = append(p.caps.Notes, "/workspace and the sandbox's own home are a tmpfs of the quota's size, in memory, saved to the host at each call's end "+
		"(what a background job writes, at the next call's)")
	if p.runtime == "runsc" {
		p.caps.Isolation = fallback.IsolationGVisor
		p.caps.Runtime = strings.TrimSpace("runsc " + strings.Join(runsc.Args, " "))
		p.caps.Notes = append(p.caps.Notes, "gVisor's tmpfs bounds the quota's bytes, not its files: past the files, what the sandbox makes is not saved to the host")
	}
	p.caps.Image = d.opts.Image
	id, err := d.image(ctx)
	if err != nil {
		miss(err.Error(), fixImage+" (it prints the digest to pin in sandboxes.image), or sandboxes.pull = true for an image from a registry")
		return p
	}
	p.image, p.caps.ImageDigest = id, id
	p.caps.Available = true
	return p
}

// Capabilities implements Provider.Capabilities.
func (d *Docker) Capabilities(ctx context.Context) fallback.Capabilities { return d.probe(ctx).caps }

// Create implements Provider.Create.
func (d *Docker) Create(ctx context.Context, spec fallback.Spec) (string, error) {
	p := d.probe(ctx)
	if !p.caps.Available {
		return "", fallback.Unavailable(p.caps)
	}
	if p.image == "" {
		id, err := d.pull(ctx)
		if err != nil {
			return "", err
		}
		p.image = id
	}
	if err := fallback.CheckWorkspace(spec.Workspace); err != nil {
		return "", err
	}
	if st, err := os.Stat(spec.Home); spec.Home != "" && (err != nil || !st.IsDir()) {
		return "", fmt.Errorf("%w: the home directory does not exist", fallback.ErrInput)
	}
	b := &dockerBox{id: fallback.NewID(), runtime: p.runtime, limits: spec.Limits.WithDefaults(),
		workspace: spec.Workspace, home: spec.Home, homeReadOnly: spec.HomeReadOnly, uid: os.Getuid(), gid: os.Getgid(), image: p.image}
	dirs := []string{"/workspace", b.workspace}
	if b.home != "" && !b.homeReadOnly {
		dirs = append(dirs, "/home/user", b.home)
	}
	s, err := newStore(b.limits.WorkspaceBytes, b.limits.WorkspaceFiles, dirs...)
	if err != nil {
		return "", fmt.Errorf("docker: %w", err)
	}
	b.store = s
	if os.Geteuid() == 0 {
		// Never run sandboxed code as root: hand the home it reads to
		// nobody.
		b.uid, b.gid = nobody, nobody
		if err := b.chown(); err != nil {
			s.close()
			return "", err
		}
	}
	if spec.Egress != nil && len(spec.Egress.Allow) > 0 {
		if b.runtime == "runsc" && !hostUDS(p.caps.Runtime) {
			s.close()
			return "", fmt.Errorf("docker: the egress allow-list needs runsc to open the proxy's unix socket: add --host-uds=open to runsc's runtimeArgs in /etc/docker/daemon.json (then kill -HUP $(pidof dockerd)), or use the runc runtime")
		}
		proxy, err := fallback.StartEgress(*spec.Egress)
		if err == nil && fallback.Intercepts(*spec.Egress) {
			if err = os.WriteFile(filepath.Join(proxy.Dir(), fallback.CABundleFile), fallback.CABundle(spec.Egress.CA), 0o644); err != nil {
				proxy.Close()
			}
		}
		if err != nil {
			s.close()
			return "", fmt.Errorf("docker: starting the egress proxy: %w", err)
		}
		b.egress = proxy
	}
	fail := func(err error) (string, error) {
		d.remove(b.id)
		b.close()
		return "", err
	}
	cfg, host := b.containerConfig(p.image) // the image checked, even if its tag moves
	if _, err := d.cli.ContainerCreate(ctx, client.ContainerCreateOptions{Name: b.id, Config: cfg, HostConfig: host}); err != nil {
		return fail(fmt.Errorf("docker: creating the container: %w", b.scrub(err)))
	}
	if _, err := d.cli.ContainerStart(ctx, b.id, client.ContainerStartOptions{}); err != nil {
		return fail(fmt.Errorf("docker: starting the container (runtime %s): %w", b.runtime, b.scrub(err)))
	}
	if b.egress != nil {
		if err := d.startRelay(ctx, b); err != nil {
			return fail(fmt.Errorf("docker: starting the egress relay (runtime %s): %w", b.runtime, err))
		}
	}
	if err := d.makeVenv(ctx, b); err != nil {
		return fail(err)
	}
	d.mu.Lock()
	d.boxes[b.id] = b
	d.mu.Unlock()
	return b.id, nil
}

// containerConfig is the hardened configuration of b's container.
func (b *dockerBox) containerConfig(image string) (*container.Config, *container.HostConfig) {
	l := b.limits
	cfg := &container.Config{
		Image:      image,
		User:       fmt.Sprintf("%d:%d", b.uid, b.gid),
		Cmd:        []string{"sleep", "infinity"},
		WorkingDir: "/workspace",
		Env:        fallback.VenvEnv(fallback.NativeEnv),
		Labels:     map[string]string{labelSandbox: "1"},
	}
	init := true
	// The workspace (and a home it writes) is a tmpfs of the quota's size
	// in bytes and inodes, which the store copies to the host: a write
	// past it fails in the container, and the host's disk never holds
	// more. Programs in it run, as they did from the host's directory.
	quota := "rw,exec,nosuid,nodev,size=" + strconv.FormatInt(l.WorkspaceBytes, 10) + ",nr_inodes=" + strconv.FormatInt(l.WorkspaceFiles, 10) + ",mode=1777"
	host := &container.HostConfig{
		NetworkMode:    "none",
		ReadonlyRootfs: true,
		// /tmp allows exec so pip-installed extensions and compiled
		// programs run; its size counts against the memory limit.
		Tmpfs:       map[string]string{"/tmp": "rw,exec,nosuid,nodev,size=" + strconv.FormatInt(l.Memory, 10) + ",mode=1777", "/workspace": quota},
		CapDrop:     []string{"ALL"},
		SecurityOpt: []string{"no-new-privileges"},
		Runtime:     b.runtime,
		Init:        &init, // reaps orphans: sleep is PID 1's only child
		Resources: container.Resources{
			Memory:     l.Memory,
			MemorySwap: l.Memory,
			NanoCPUs:   int64(l.CPUs * 1e9),
		},
	}
	switch {
	case b.home == "":
		host.Tmpfs["/home/user"] = host.Tmpfs["/tmp"]
	case b.homeReadOnly:
		host.Binds = append(host.Binds, b.home+":/home/user:ro")
	default:
		host.Tmpfs["/home/user"] = quota
	}
	if b.egress != nil {
		// Still no network interface: the proxy's socket is the only way
		// out, and a relay on 127.0.0.1 leads to it.
		host.Binds = append(host.Binds, b.egress.Dir()+":/run/sbx:ro")
		cfg.Env = append(cfg.Env, fallback.EgressEnv(b.egress.Egress(), "/run/sbx/"+fallback.CABundleFile)...)
	}
	if b.runtime != "runsc" {
		// gVisor can panic at start under a pids limit.
		host.PidsLimit = &l.Pids
	}
	return cfg, host
}

// makeVenv makes b's Python environment, as an os sandbox has (see
// fallback.SandboxVenv), if its workspace has none: the container's PATH leads to
// it, so pip installs there and the kernel imports what it installs. An
// image whose python3 has no venv module leaves python3 the image's.
func (d *Docker) makeVenv(ctx context.Context, b *dockerBox) error {
	res, err := d.exec(ctx, b, fallback.ExecRequest{Command: `python3 -c "$SBX_VENV" ` + fallback.SandboxVenv + ` >/dev/null`,
		Env: map[string]string{"SBX_VENV": fallback.VenvScript}, Timeout: min(fallback.VenvTimeout, b.limits.MaxTimeout)}, 0)
	if err != nil {
		return fmt.Errorf("docker: making the sandbox's Python environment: %w", err)
	}
	if res.ExitCode != 0 && !strings.Contains(res.Stderr, "No module named") {
		return fmt.Errorf("docker: making the sandbox's Python environment failed (exit %d): %s", res.ExitCode, strings.TrimSpace(res.Stderr))
	}
	return nil
}

// execScript runs the command under timeout(1), which kills its process
// group when time is up. $1 is the wall time in seconds, $2 the command.
const execScript = `exec timeout -s KILL "$1" /bin/sh -c "$2"`

// signalScript sends signal $2 to every process whose environment carries
// the call's marker ($1), including any that left the process group.
const signalScript = `for p in /proc/[0-9]*; do grep -qzx "$1" "$p/environ" 2>/dev/null && kill -"$2" "${p#/proc/}" 2>/dev/null; done; true`

// killGrace is how long past its timeout a call may run before sbx kills
// it from outside (timeout(1) inside should have done it already).
const killGrace = time.Second

// Exec implements Provider.Exec.
func (d *Docker) Exec(ctx context.Context, id string, req fallback.ExecRequest) (*fallback.ExecResult, error) {
	b, err := d.box(id)
	if err != nil {
		return nil, err
	}
	return d.exec(ctx, b, req, 0)
}

// exec is Exec with extra time past the timeout before the command is
// killed, for a command that keeps its own time limit: the Python kernel's
// client interrupts the cell first.
func (d *Docker) exec(ctx context.Context, b *dockerBox, req fallback.ExecRequest, extra time.Duration) (*fallback.ExecResult, error) {
	timeout, workdir, err := b.limits.Check(req)
	if err != nil {
		return nil, err
	}
	if os.Geteuid() == 0 {
		// Files the WebAssembly tier wrote since the last call are root's.
		if err := b.chown(); err != nil {
			return nil, err
		}
	}
	start := time.Now()
	revived, notes, err := d.syncIn(ctx, b)
	if err != nil {
		return nil, err
	}
	marker := "SBX_CALL=" + fallback.NewID()
	env := []string{marker}
	for k, v := range req.Env {
		env = append(env, k+"="+v)
	}
	secs := strconv.FormatFloat((timeout + extra).Seconds(), 'f', 3, 64)
	opts := client.ExecCreateOptions{
		Cmd:          []string{"/bin/sh", "-c", execScript, "sbx", secs, req.Command},
		Env:          env,
		WorkingDir:   workdir,
		AttachStdin:  req.Stdin != nil,
		AttachStdout: true,
		AttachStderr: true,
	}
	ex, err := d.cli.ExecCreate(ctx, b.id, opts)
	if cerrdefs.IsNotFound(err) || cerrdefs.IsConflict(err) {
		// The container stopped since the copy in (out of memory,
		// killed) or was removed: start it again, with the files saved.
		if revived, err = d.revive(ctx, b); err == nil {
			var more []string
			_, more, err = d.syncIn(ctx, b)
			notes = append(notes, more...)
			if err == nil {
				ex, err = d.cli.ExecCreate(ctx, b.id, opts)
			}
		}
	}
	if err != nil {
		return nil, d.execError(b, err)
	}
	att, err := d.cli.ExecAttach(ctx, ex.ID, client.ExecAttachOptions{})
	if err != nil {
		return nil, d.execError(b, err)
	}
	defer att.Close()

	var stopOnce sync.Once
	stop := func() {
		stopOnce.Do(func() {
			d.run(b, "/bin/sh", "-c", signalScript, "sbx", marker, "KILL")
			att.Close()
		})
	}
	out := capture.New(b.limits.Output, func() { go stop() }).Tee(req.Stdout, req.Stderr)
	if revived != "" {
		lost := "variables, background processes and what was written after the last call's end"
		if revived == "removed" {
			lost = "variables, background processes, files outside /workspace and /home/user, and what was written after the last call's end"
		}
		out.Note("the sandbox's container had stopped (" + revived + "); it was started again with the files saved at the last call's end (" + lost + " lost)")
	}
	for _, n := range notes {
		out.Note(n)
	}
	if req.Stdin != nil {
		go func() {
			att.Conn.Write(req.Stdin)
			att.CloseWrite()
		}()
	}
	copied := make(chan struct{})
	go func() {
		stdcopy.StdCopy(out.Stdout(), out.Stderr(), att.Reader)
		close(copied)
	}()
	timer := time.NewTimer(timeout + extra + killGrace)
	defer timer.Stop()
	// A container that dies (gVisor's sandbox is killed whole when it runs
	// out of memory) leaves the stream open: watch for that too.
	waitCtx, cancelWait := context.WithCancel(ctx)
	defer cancelWait()
	died := d.cli.ContainerWait(waitCtx, b.id, client.ContainerWaitOptions{}).Result
	killed := false
	select {
	case <-copied:
	case <-timer.C:
		killed = true
	case <-died:
		// The run ends with the container; the next call starts it again.
		att.Close()
		<-copied
		return d.stopped(b, out, timeout, start), nil
	case <-ctx.Done():
		if extra > 0 {
			// It ends itself when interrupted (the Python kernel's client
			// interrupts its cell): give it the time.
			d.run(b, "/bin/sh", "-c", signalScript, "sbx", marker, "INT")
			select {
			case <-copied:
			case <-time.After(extra + killGrace):
			}
		}
		stop()
		<-copied
		d.syncOut(context.WithoutCancel(ctx), b, nil)
		return nil, ctx.Err()
	}
	if killed {
		stop()
		<-copied
	}
	code, err := d.exitCode(ex.ID)
	if err != nil {
		return nil, d.execError(b, err)
	}
	if !killed && code >= 126 && code != 127 && d.gone(ctx, b, code, died) {
		if code == 126 && revived == "" && time.Since(start) < timeout {
			// It could not start in a container going down: the next
			// exec finds it stopped and starts it again.
			return d.exec(ctx, b, req, extra)
		}
		return d.stopped(b, out, timeout, start), nil
	}
	// timeout(1) kills with SIGKILL: 128+9.
	timedOut := killed || (code == 137 && time.Since(start) >= timeout)
	d.syncOut(ctx, b, out)
	res := fallback.FinishCapture(out, code, timedOut, timeout, start)
	res.StateReset = revived != ""
	d.describe(b, res)
	return res, nil
}

// syncIn copies into b's container what changed in its host directories
// since the last copy, starting the container again first if it had
// stopped or was removed: why says so. The notes name what could not be
// copied.
func (d *Docker) syncIn(ctx context.Context, b *dockerBox) (why string, notes []string, err error) {
	notes, err = b.store.syncIn(ctx, d.runner(b))
	if cerrdefs.IsNotFound(err) || cerrdefs.IsConflict(err) {
		if why, err = d.revive(ctx, b); err != nil {
			return "", nil, err
		}
		notes, err = b.store.syncIn(ctx, d.runner(b))
	}
	switch {
	case err == nil:
	case client.IsErrConnectionFailed(err) || cerrdefs.IsNotFound(err) || cerrdefs.IsConflict(err):
		return "", nil, d.execError(b, err)
	default:
		notes = append(notes, "copying the host's files into the sandbox: "+b.scrub(err).Error())
	}
	return why, notes, nil
}

// syncOut copies to the host what the call wrote in b's container, at
// most the quota, and says on out (if set) what it left out.
func (d *Docker) syncOut(ctx context.Context, b *dockerBox, out *capture.Output) {
	notes, err := b.store.syncOut(ctx, d.runner(b))
	if err != nil {
		notes = append(notes, "saving the sandbox's files: "+b.scrub(err).Error())
	}
	for _, n := range notes {
		if out != nil {
			out.Note(n)
		}
	}
}

// runner is the store's way into b's container: an exec as the
// container's user, with standard output demultiplexed from standard
// error as Exec's is, and the last ones' first 4 KiB kept.
func (d *Docker) runner(b *dockerBox) runner {
	return func(ctx context.Context, argv []string, write func(io.Writer) error, read func(io.Reader) error) (int, string, error) {
		ctx, cancel := context.WithTimeout(ctx, syncTimeout)
		defer cancel()
		ex, err := d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{Cmd: argv, AttachStdin: write != nil, AttachStdout: true, AttachStderr: true})
		if err != nil {
			return 0, "", err
		}
		att, err := d.cli.ExecAttach(ctx, ex.ID, client.ExecAttachOptions{})
		if err != nil {
			return 0, "", err
		}
		defer att.Close()
		defer context.AfterFunc(ctx, func() { att.Close() })()
		if write != nil {
			go func() {
				write(att.Conn)
				att.CloseWrite()
			}()
		}
		if read == nil {
			read = func(r io.Reader) error { _, err := io.Copy(io.Discard, r); return err }
		}
		pr, pw := io.Pipe()
		stderr := &boundedBuffer{max: 4 << 10}
		copied := make(chan struct{})
		go func() {
			_, err := stdcopy.StdCopy(pw, stderr, att.Reader)
			pw.CloseWithError(err)
			close(copied)
		}()
		rerr := read(pr)
		pr.Close() // what is not read ends its copy
		att.Close()
		<-copied
		if rerr != nil {
			return 0, "", rerr
		}
		if ctx.Err() != nil {
			return 0, "", errors.New("the copy took too long")
		}
		code, err := d.exitCode(ex.ID)
		if err != nil {
			return -1, stderr.String(), nil
		}
		return code, stderr.String(), nil
	}
}

// stopped is the result of a call whose container stopped under it (out
// of memory, killed), from its output so far less runsc's complaints
// about the process it was waiting on.
func (d *Docker) stopped(b *dockerBox, out *capture.Output, timeout time.Duration, start time.Time) *fallback.ExecResult {
	out.Note("the sandbox's container stopped during the run (out of memory, or killed); the next call starts it again with the files saved at the last call's end")
	res := fallback.FinishCapture(out, 137, false, timeout, start)
	res.Stderr = runscError.ReplaceAllString(res.Stderr, "")
	res.StateReset = true
	d.describe(b, res)
	return res
}

// runscError matches a line runsc writes when the sandbox it waits on is
// gone.
var runscError = regexp.MustCompile(`(?m)^.*(urpc method|in sandbox "[0-9a-f]{12,}").*\n?`)

// containerGone is how long an exec that ended as gVisor does when its
// sandbox dies (exit 128) waits for Docker to report the container
// stopped.
const containerGone = 5 * time.Second

// gone reports whether b's container stopped with an exec that ended with
// code (126 and up, not 127): gVisor kills its whole sandbox when it runs
// out of memory, and the exec may end (exit 128, runsc's error on stderr)
// before Docker reports the container stopped (died), or a next exec may
// find it going down (exit 126).
func (d *Docker) gone(ctx context.Context, b *dockerBox, code int, died <-chan container.WaitResponse) bool {
	if code == 128 {
		select {
		case <-died:
			return true
		case <-time.After(containerGone):
		}
	}
	st, err := d.cli.ContainerInspect(ctx, b.id, client.ContainerInspectOptions{})
	return err == nil && st.Container.State != nil && !st.Container.State.Running
}

// describe fills in where res ran.
func (d *Docker) describe(b *dockerBox, res *fallback.ExecResult) {
	res.Runtime = "docker/" + b.runtime + "/" + d.opts.Image
	res.Isolation = fallback.IsolationContainer
	if b.runtime == "runsc" {
		res.Isolation = fallback.IsolationGVisor
	}
}

// revive starts b's container again after it stopped (out of memory,
// killed) or was removed, and returns why it had to. Its tmpfs
// directories start empty: the next copy in gives them the files saved on
// the host. What lived only in the container (processes, the Python
// kernel, /tmp) is gone.
func (d *Docker) revive(ctx context.Context, b *dockerBox) (why string, err error) {
	b.rmu.Lock()
	defer b.rmu.Unlock()
	st, err := d.cli.ContainerInspect(ctx, b.id, client.ContainerInspectOptions{})
	switch state := st.Container.State; {
	case err == nil && state != nil && state.Running:
		return "", nil // another call started it meanwhile
	case err == nil:
		why = "killed"
		if state != nil && state.OOMKilled {
			why = "out of memory"
		}
	case cerrdefs.IsNotFound(err):
		why = "removed"
		cfg, host := b.containerConfig(b.image)
		if _, err := d.cli.ContainerCreate(ctx, client.ContainerCreateOptions{Name: b.id, Config: cfg, HostConfig: host}); err != nil {
			return "", fmt.Errorf("docker: creating the sandbox's container again: %w", b.scrub(err))
		}
	default:
		return "", d.execError(b, err)
	}
	if _, err := d.cli.ContainerStart(ctx, b.id, client.ContainerStartOptions{}); err != nil {
		return "", fmt.Errorf("docker: starting the sandbox's container again (runtime %s): %w", b.runtime, b.scrub(err))
	}
	b.pyKernel.Store(false)
	b.store.reset()
	if b.egress != nil {
		if err := d.startRelay(ctx, b); err != nil {
			return "", fmt.Errorf("docker: starting the egress relay again (runtime %s): %w", b.runtime, err)
		}
	}
	return why, nil
}

// exitCode waits briefly for exec id to be reported finished.
func (d *Docker) exitCode(id string) (int, error) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	for {
		r, err := d.cli.ExecInspect(ctx, id, client.ExecInspectOptions{})
		if err != nil {
			return 0, err
		}
		if !r.Running {
			return r.ExitCode, nil
		}
		select {
		case <-ctx.Done():
			return 0, ctx.Err()
		case <-time.After(10 * time.Millisecond):
		}
	}
}

// run runs argv in b's container to completion, ignoring its output. It is
// for sbx's own housekeeping, never for sandboxed code.
func (d *Docker) run(b *dockerBox, argv ...string) {
	ctx, cancel := context.WithTimeout(context.Background(), 5*time.Second)
	defer cancel()
	ex, err := d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{Cmd: argv, AttachStdout: true, AttachStderr: true})
	if err != nil {
		return
	}
	att, err := d.cli.ExecAttach(ctx, ex.ID, client.ExecAttachOptions{})
	if err != nil {
		return
	}
	defer att.Close()
	stdcopy.StdCopy(io.Discard, io.Discard, att.Reader)
}

// hostUDS reports whether runsc's arguments let a sandbox connect to a
// host unix socket bind-mounted into it.
func hostUDS(runtime string) bool {
	for _, a := range strings.Fields(runtime) {
		switch a {
		case "--host-uds=open", "--host-uds=all", "-host-uds=open", "-host-uds=all", "--fsgofer-host-uds", "-fsgofer-host-uds":
			return true
		}
	}
	return false
}

// startRelay starts b's egress relay in its container and waits until it
// listens.
func (d *Docker) startRelay(ctx context.Context, b *dockerBox) error {
	ex, err := d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{Cmd: append([]string{"python3", "-c", fallback.EgressRelay, fallback.EgressPort, "/run/sbx/" + fallback.EgressSocket}, fallback.LoopbackForwards(b.egress.Egress().Allow)...)})
	if err != nil {
		return err
	}
	if _, err := d.cli.ExecStart(ctx, ex.ID, client.ExecStartOptions{Detach: true}); err != nil {
		return err
	}
	wait := `for i in $(seq 200); do [ -e "$1" ] && exit 0; sleep 0.05; done; exit 1`
	ex, err = d.cli.ExecCreate(ctx, b.id, client.ExecCreateOptions{Cmd: []string{"/bin/sh", "-c", wait, "sbx", fallback.EgressReady}})
	if err != nil {
		return err
	}
	if _, err := d.cli.ExecStart(ctx, ex.ID, client.ExecStartOptions{Detach: true}); err != nil {
		return err
	}
	for deadline := time.Now().Add(15 * time.Second); time.Now().Before(deadline); time.Sleep(50 * time.Millisecond) {
		r, err := d.cli.ExecInspect(ctx, ex.ID, client.ExecInspectOptions{})
		if err != nil {
			return err
		}
		if !r.Running {
			if r.ExitCode != 0 {
				return errors.New("the relay did not start")
			}
			return nil
		}
	}
	return errors.New("the relay did not start in time")
}

// execError turns a daemon error about b into one the agent can act on.
func (d *Docker) execError(b *dockerBox, err error) error {
	if cerrdefs.IsNotFound(err) || cerrdefs.IsConflict(err) {
		// The container was removed or stopped behind sbx's back since
		// the call began: the next one starts it again.
		return fmt.Errorf("docker: the sandbox's container stopped (out of memory, killed or removed); the next call starts it again with the files saved at the last call's end")
	}
	if client.IsErrConnectionFailed(err) {
		return fmt.Errorf("docker: %w: daemon not reachable", fallback.ErrUnavailable)
	}
	return fmt.Errorf("docker: %w", b.scrub(err))
}

// scrub puts the sandbox's paths in place of the host's in err.
func (b *dockerBox) scrub(err error) error {
	return fallback.Scrub(err, b.workspace, "/workspace", b.home, "/home/user")
}

// chown hands the durable home shown read-only, the one host directory
// the container mounts, to the container's user, who may not read files
// the WebAssembly tier wrote as root.
func (b *dockerBox) chown() error {
	if b.home == "" || !b.homeReadOnly {
		return nil
	}
	if err := chownTree(b.home, b.uid, b.gid); err != nil {
		return fmt.Errorf("docker: preparing the sandbox's files: %w", err)
	}
	return nil
}

// close stops b's egress proxy, if it has one, and releases its host
// directories.
func (b *dockerBox) close() {
	if b.egress != nil {
		b.egress.Close()
	}
	b.store.close()
}

// box returns sandbox id.
func (d *Docker) box(id string) (*dockerBox, error) {
	d.mu.Lock()
	defer d.mu.Unlock()
	b, ok := d.boxes[id]
	if !ok {
		return nil, fmt.Errorf("docker: %w: %q", fallback.ErrNotFound, id)
	}
	return b, nil
}

// Destroy implements Provider.Destroy.
func (d *Docker) Destroy(ctx context.Context, id string) error {
	d.mu.Lock()
	b, ok := d.boxes[id]
	delete(d.boxes, id)
	d.mu.Unlock()
	if !ok {
		return fmt.Errorf("docker: %w: %q", fallback.ErrNotFound, id)
	}
	defer b.close()
	d.save(ctx, b)
	return d.remove(id)
}

// save copies to the host what b's container wrote since the last call
// (a background job's files), before it goes.
func (d *Docker) save(ctx context.Context, b *dockerBox) {
	ctx, cancel := context.WithTimeout(context.WithoutCancel(ctx), syncTimeout)
	defer cancel()
	b.store.syncOut(ctx, d.runner(b))
}

// remove force-removes container id.
func (d *Docker) remove(id string) error {
	ctx, cancel := context.WithTimeout(context.Background(), 30*time.Second)
	defer cancel()
	_, err := d.cli.ContainerRemove(ctx, id, client.ContainerRemoveOptions{Force: true})
	if err != nil && !cerrdefs.IsNotFound(err) {
		return fmt.Errorf("docker: removing %s: %w", id, err)
	}
	return nil
}

// Close implements Provider.Close.
func (d *Docker) Close() error {
	d.mu.Lock()
	boxes := slices.Collect(maps.Values(d.boxes))
	clear(d.boxes)
	d.mu.Unlock()
	var errs []error
	for _, b := range boxes {
		d.save(context.Background(), b)
		errs = append(errs, d.remove(b.id))
		b.close()
	}
	if d.cli != nil {
		errs = append(errs, d.cli.Close())
	}
	return errors.Join(errs...)
}
