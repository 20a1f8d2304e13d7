package wasmrt

import (
	"context"

	"testing"
)

// BenchmarkNewSandbox measures a new sandbox to the first output of a
// print, restoring the kernel from its snapshot and booting it, on the
// plain Python and JavaScript guests and on the imaging guest (a first
// cell that imports PIL starts there).
func BenchmarkNewSandbox(b *testing.B) {
	ctx := context.Background()
	boot, err := New(ctx, Options{NoSnapshots: true})
	if err != nil {
		b.Fatal(err)
	}
	defer boot.Close(ctx)
	for _, mode := range []struct {
		name string
		rt   *Runtime
	}{{"restore", testRT}, {"boot", boot}} {
		for _, lang := range []struct {
			name string
			lang Language
			code string
		}{{"python", Python, "print(1)"}, {"javascript", JavaScript, "console.log(1)"},
			{"python-imaging", Python, "import PIL.Image; print(1)"}} {
			b.Run(mode.name+"/"+lang.name, func(b *testing.B) {
				dir := b.TempDir()
				warm, _ := mode.rt.NewSandbox(Config{Workspace: dir}) // compile and snapshot outside the timing
				warm.Run(ctx, Request{Language: lang.lang, Code: lang.code})
				warm.Close()
				b.ResetTimer()
				for b.Loop() {
					sb, err := mode.rt.NewSandbox(Config{Workspace: dir})
					if err != nil {
						b.Fatal(err)
					}
					res, err := sb.Run(ctx, Request{Language: lang.lang, Code: lang.code})
					if err != nil || res.Stdout != "1\n" {
						b.Fatalf("%v %+v", err, res)
					}
					sb.Close()
				}
			})
		}
	}
}

// BenchmarkWarmCall measures one call in a running kernel.
func BenchmarkWarmCall(b *testing.B) {
	ctx := context.Background()
	for _, lang := range []struct {
		lang Language
		code string
	}{{Python, "x = 1"}, {JavaScript, "globalThis.x = 1"}} {
		b.Run(string(lang.lang), func(b *testing.B) {
			sb, err := testRT.NewSandbox(Config{Workspace: b.TempDir()})
			if err != nil {
				b.Fatal(err)
			}
			defer sb.Close()
			sb.Run(ctx, Request{Language: lang.lang, Code: lang.code})
			for b.Loop() {
				if res, err := sb.Run(ctx, Request{Language: lang.lang, Code: lang.code}); err != nil || res.ExitCode != 0 {
					b.Fatalf("%v %+v", err, res)
				}
			}
		})
	}
}

// BenchmarkProcess measures a python process run to its exit, booted (a
// runtime for one run) and restored from the kernel's snapshot (a resident
// runtime), for a print and for a Pillow import in the imaging guest.
func BenchmarkProcess(b *testing.B) {
	ctx := context.Background()
	resident, err := New(ctx, Options{Resident: true})
	if err != nil {
		b.Fatal(err)
	}
	defer resident.Close(ctx)
	for _, mode := range []struct {
		name string
		rt   *Runtime
	}{{"booted", testRT}, {"resident", resident}} {
		for _, prog := range []struct{ name, code string }{
			{"print", "print(1)"},
			{"pillow", "import PIL.Image; print(1)"},
		} {
			b.Run(mode.name+"/"+prog.name, func(b *testing.B) {
				sb, err := mode.rt.NewSandbox(Config{Workspace: b.TempDir()})
				if err != nil {
					b.Fatal(err)
				}
				defer sb.Close()
				p := Process{Language: Python, Args: []string{"-c", prog.code}}
				sb.Exec(ctx, p) // compile and snapshot outside the timing
				for b.Loop() {
					if res, err := sb.Exec(ctx, p); err != nil || res.Stdout != "1\n" {
						b.Fatalf("%v %+v", err, res)
					}
				}
			})
		}
	}
}
