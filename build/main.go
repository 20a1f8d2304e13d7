// Command build bundles an MCP App into one self-contained HTML file with
// esbuild's Go API: the TypeScript entry point and the CSS it imports are
// minified and inlined into the index.html next to the entry, so the page
// loads nothing from anywhere. It also writes the page's sha256 to
// SHA256SUMS beside it. The output is deterministic: the same sources and
// node_modules give the same bytes.
//
//	go run ./build [-check] ENTRY.ts OUT.html
//
// With -check it rebuilds in memory and exits 1 if OUT.html or its checksum
// differ from the rebuild. npm is needed only to fill node_modules (npm ci
// in the directory of package.json); building runs no Node.
package main

import (
	"bytes"
	"crypto/sha256"
	"encoding/hex"
	"errors"
	"flag"
	"fmt"
	"os"
	"path/filepath"
	"strings"

	"github.com/evanw/esbuild/pkg/api"
)

func main() {
	check := flag.Bool("check", false, "rebuild in memory and fail if OUT.html or SHA256SUMS differ")
	flag.Usage = func() {
		fmt.Fprintln(os.Stderr, "Usage: go run ./build [-check] ENTRY.ts OUT.html")
		flag.PrintDefaults()
	}
	flag.Parse()
	if flag.NArg() != 2 {
		flag.Usage()
		os.Exit(2)
	}
	entry, out := flag.Arg(0), flag.Arg(1)
	page, err := bundle(entry)
	if err == nil {
		if *check {
			err = compare(out, page)
		} else {
			err = write(out, page)
		}
	}
	if err != nil {
		fmt.Fprintln(os.Stderr, "build:", err)
		os.Exit(1)
	}
}

// sumsFile names the checksum file written next to each page.
const sumsFile = "SHA256SUMS"

// bundle builds entry and inlines its script and styles into the
// index.html in entry's directory.
func bundle(entry string) ([]byte, error) {
	dir, err := filepath.Abs(filepath.Dir(entry))
	if err != nil {
		return nil, err
	}
	if err := needModules(dir); err != nil {
		return nil, err
	}
	shell, err := os.ReadFile(filepath.Join(dir, "index.html"))
	if err != nil {
		return nil, fmt.Errorf("the page's shell: %w", err)
	}
	res := api.Build(api.BuildOptions{
		EntryPoints:       []string{filepath.Base(entry)},
		AbsWorkingDir:     dir,
		Outdir:            "out",
		Bundle:            true,
		Write:             false,
		Format:            api.FormatIIFE,
		Platform:          api.PlatformBrowser,
		Target:            api.ES2020,
		MinifyWhitespace:  true,
		MinifyIdentifiers: true,
		MinifySyntax:      true,
		TreeShaking:       api.TreeShakingTrue,
		LegalComments:     api.LegalCommentsEndOfFile,
		Charset:           api.CharsetASCII,
		Define:            map[string]string{"process.env.NODE_ENV": `"production"`},
		LogLevel:          api.LogLevelSilent,
	})
	if len(res.Errors) > 0 {
		msgs := api.FormatMessages(res.Errors, api.FormatMessagesOptions{Kind: api.ErrorMessage})
		return nil, fmt.Errorf("esbuild %s:\n%s", entry, strings.Join(msgs, ""))
	}
	var js, css []byte
	for _, f := range res.OutputFiles {
		switch filepath.Ext(f.Path) {
		case ".js":
			js = f.Contents
		case ".css":
			css = f.Contents
		}
	}
	return inline(shell, js, css)
}

// needModules fails with what to do when the node_modules of the package
// holding dir have not been installed.
func needModules(dir string) error {
	for d := dir; ; d = filepath.Dir(d) {
		if _, err := os.Stat(filepath.Join(d, "package.json")); err == nil {
			if _, err := os.Stat(filepath.Join(d, "node_modules")); err != nil {
				return fmt.Errorf("%s has no node_modules: run npm ci there first", d)
			}
			return nil
		}
		if filepath.Dir(d) == d {
			return fmt.Errorf("no package.json above %s", dir)
		}
	}
}

// inline puts css before </head> and js before </body> of shell. Neither
// may contain the tag that would end its element early (esbuild escapes
// them in strings; this keeps a future change from breaking the page).
func inline(shell, js, css []byte) ([]byte, error) {
	if bytes.Contains(bytes.ToLower(js), []byte("</script")) || bytes.Contains(bytes.ToLower(css), []byte("</style")) {
		return nil, errors.New("the bundle contains a closing </script> or </style> tag and cannot be inlined")
	}
	head, body := bytes.Index(shell, []byte("</head>")), bytes.LastIndex(shell, []byte("</body>"))
	if head < 0 || body < head {
		return nil, errors.New("index.html needs a </head> and a </body>")
	}
	var b bytes.Buffer
	b.Write(shell[:head])
	if len(css) > 0 {
		b.WriteString("<style>")
		b.Write(bytes.TrimSpace(css))
		b.WriteString("</style>\n")
	}
	b.Write(shell[head:body])
	b.WriteString("<script>")
	b.Write(bytes.TrimSpace(js))
	b.WriteString("</script>\n")
	b.Write(shell[body:])
	return b.Bytes(), nil
}

// sumLine is page's line in SHA256SUMS, as sha256sum(1) writes it.
func sumLine(name string, page []byte) string {
	sum := sha256.Sum256(page)
	return hex.EncodeToString(sum[:]) + "  " + name + "\n"
}

// write saves the page and its checksum.
func write(out string, page []byte) error {
	if err := os.MkdirAll(filepath.Dir(out), 0o755); err != nil {
		return err
	}
	if err := os.WriteFile(out, page, 0o644); err != nil {
		return err
	}
	sums := filepath.Join(filepath.Dir(out), sumsFile)
	if err := os.WriteFile(sums, []byte(sumLine(filepath.Base(out), page)), 0o644); err != nil {
		return err
	}
	fmt.Printf("%s: %d bytes, %s", out, len(page), sumLine(filepath.Base(out), page))
	return nil
}

// compare fails unless out and its checksum are what the sources build.
func compare(out string, page []byte) error {
	const redo = "run make ui and commit the result"
	have, err := os.ReadFile(out)
	if err != nil {
		return fmt.Errorf("%w; %s", err, redo)
	}
	if !bytes.Equal(have, page) {
		return fmt.Errorf("%s differs from its sources (committed %d bytes, rebuilt %d); %s", out, len(have), len(page), redo)
	}
	sums, err := os.ReadFile(filepath.Join(filepath.Dir(out), sumsFile))
	if err != nil || string(sums) != sumLine(filepath.Base(out), page) {
		return fmt.Errorf("%s does not hold the checksum of %s; %s", sumsFile, out, redo)
	}
	fmt.Printf("%s: up to date (%d bytes)\n", out, len(page))
	return nil
}
