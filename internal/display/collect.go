package display

import (
	"bytes"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"image"
	"image/color"
	_ "image/jpeg" // decodes JPEG displays
	"image/png"
	"io"
	"io/fs"
	"os"
	"path"
	"slices"
	"strings"

	"github.com/sbx-sandbox/sbx/hostfs"
)

// Bundle is one display: its data by MIME type (text, base64 for images,
// or JSON) and metadata such as an image's size or the value's type.
type Bundle struct {
	Data     map[string]json.RawMessage `json:"data"`
	Metadata map[string]any             `json:"metadata,omitempty"`
}

// Text is the bundle's data of type mime as a string ("" if it has none
// or it is not a string).
func (b Bundle) Text(mime string) string {
	var s string
	if raw, ok := b.Data[mime]; ok {
		json.Unmarshal(raw, &s)
	}
	return s
}

// Binary is the bundle's base64 data of type mime, decoded.
func (b Bundle) Binary(mime string) ([]byte, bool) {
	s := b.Text(mime)
	if s == "" {
		return nil, false
	}
	data, err := base64.StdEncoding.DecodeString(s)
	return data, err == nil
}

// Files is what Collect reads a sandbox's files through: sandbox paths.
type Files interface {
	// List names the entries of dir; a missing dir has none.
	List(dir string) ([]string, error)
	ReadFile(path string, max int64) ([]byte, error)
	Remove(path string) error
}

// MaxBundle bounds one bundle's file: the kernels' own limit, and room
// for its JSON.
const MaxBundle = 9 << 20

// Collect returns the bundles the kernels left in Dir, in the order they
// were made, and removes them and the directory. A bundle that cannot be
// read is skipped and named in the error, which does not stop the others.
func Collect(fs Files) ([]Bundle, error) {
	names, err := fs.List(Dir)
	if err != nil || len(names) == 0 {
		return nil, nil
	}
	slices.Sort(names)
	var out []Bundle
	var bad []string
	for _, name := range names {
		p := path.Join(Dir, name)
		if !strings.HasSuffix(name, ".json") {
			fs.Remove(p)
			continue
		}
		data, err := fs.ReadFile(p, MaxBundle)
		fs.Remove(p)
		var b Bundle
		if err == nil {
			err = json.Unmarshal(data, &b)
		}
		if err != nil || len(b.Data) == 0 {
			bad = append(bad, name)
			continue
		}
		out = append(out, b)
	}
	fs.Remove(Dir)
	fs.Remove(path.Dir(Dir))
	if len(bad) > 0 {
		return out, fmt.Errorf("%d displays could not be read (%s)", len(bad), strings.Join(bad, ", "))
	}
	return out, nil
}

// Thumbnail returns img (PNG or JPEG) as a PNG no wider or taller than
// side, scaled down with a box filter when it is larger, with its size. A
// PNG that fits is returned as it is.
func Thumbnail(img []byte, side int) (out []byte, width, height int, err error) {
	cfg, format, err := image.DecodeConfig(bytes.NewReader(img))
	if err != nil {
		return nil, 0, 0, fmt.Errorf("not an image: %w", err)
	}
	if format == "png" && cfg.Width <= side && cfg.Height <= side {
		return img, cfg.Width, cfg.Height, nil
	}
	src, _, err := image.Decode(bytes.NewReader(img))
	if err != nil {
		return nil, 0, 0, fmt.Errorf("not an image: %w", err)
	}
	b := src.Bounds()
	w, h := b.Dx(), b.Dy()
	if w <= side && h <= side {
		var buf bytes.Buffer
		if err := png.Encode(&buf, src); err != nil {
			return nil, 0, 0, err
		}
		return buf.Bytes(), w, h, nil
	}
	scale := float64(max(w, h)) / float64(side)
	tw, th := max(1, int(float64(w)/scale)), max(1, int(float64(h)/scale))
	dst := image.NewNRGBA(image.Rect(0, 0, tw, th))
	for y := range th {
		y0, y1 := b.Min.Y+y*h/th, b.Min.Y+max((y+1)*h/th, y*h/th+1)
		for x := range tw {
			x0, x1 := b.Min.X+x*w/tw, b.Min.X+max((x+1)*w/tw, x*w/tw+1)
			var r, g, bl, a, n uint64
			for sy := y0; sy < y1; sy++ {
				for sx := x0; sx < x1; sx++ {
					c := color.NRGBAModel.Convert(src.At(sx, sy)).(color.NRGBA)
					r, g, bl, a, n = r+uint64(c.R), g+uint64(c.G), bl+uint64(c.B), a+uint64(c.A), n+1
				}
			}
			dst.SetNRGBA(x, y, color.NRGBA{uint8(r / n), uint8(g / n), uint8(bl / n), uint8(a / n)})
		}
	}
	var buf bytes.Buffer
	if err := png.Encode(&buf, dst); err != nil {
		return nil, 0, 0, err
	}
	return buf.Bytes(), tw, th, nil
}

// Root is Files over a host directory shown as /workspace, through an
// os.Root: no link the sandbox planted there leads outside it.
type Root struct{ r *os.Root }

// OpenRoot opens the host directory dir, shown in a sandbox as /workspace.
func OpenRoot(dir string) (*Root, error) {
	r, err := os.OpenRoot(dir)
	if err != nil {
		return nil, err
	}
	return &Root{r}, nil
}

// Close releases the directory.
func (r *Root) Close() error { return r.r.Close() }

// rel is p, a sandbox path, relative to /workspace.
func rel(p string) string {
	p = strings.TrimPrefix(strings.TrimPrefix(path.Clean(p), "/workspace"), "/")
	if p == "" {
		return "."
	}
	return p
}

// maxEntries bounds what Root.List names: far more than the kernels
// leave (MAX_DISPLAYS and one more), far less than a sandbox could make.
const maxEntries = 1000

// List implements Files: at most maxEntries names. What is not a
// directory has none.
func (r *Root) List(dir string) ([]string, error) {
	f, info, err := hostfs.OpenIn(r.r, rel(dir))
	if errors.Is(err, fs.ErrNotExist) {
		return nil, nil
	}
	if err != nil {
		return nil, err
	}
	defer f.Close()
	if !info.IsDir() {
		return nil, nil
	}
	names, err := f.Readdirnames(maxEntries)
	if err == io.EOF {
		err = nil
	}
	return names, err
}

// ReadFile implements Files: only a regular file is read, never waiting
// on what the sandbox put there.
func (r *Root) ReadFile(p string, max int64) ([]byte, error) {
	data, err := hostfs.ReadIn(r.r, rel(p), max)
	if err != nil {
		return nil, fmt.Errorf("%s is not a file that can be read", path.Base(p))
	}
	return data, nil
}

// Remove implements Files.
func (r *Root) Remove(p string) error { return r.r.Remove(rel(p)) }

// Workspace is Files over a WebAssembly sandbox's workspace.
type Workspace struct{ WS *hostfs.Workspace }

// List implements Files.
func (w Workspace) List(dir string) ([]string, error) {
	entries, err := w.WS.List(dir)
	if err != nil {
		return nil, nil // no displays
	}
	names := make([]string, len(entries))
	for i, e := range entries {
		names[i] = e.Name
	}
	return names, nil
}

// ReadFile implements Files.
func (w Workspace) ReadFile(p string, max int64) ([]byte, error) { return w.WS.ReadFile(p, max) }

// Remove implements Files.
func (w Workspace) Remove(p string) error { return w.WS.Remove(p) }
