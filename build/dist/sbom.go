package main

import (
	"bytes"
	"debug/buildinfo"
	"encoding/base64"
	"encoding/hex"
	"encoding/json"
	"fmt"
	"os"
	"path/filepath"
	"runtime"
	"strings"
	"time"
)

// row is one line of the Provenance table in guests/README.md: the
// artefacts built from one input file, the package and version it comes
// from, the registry serving it, and the input's pinned hash (a sha256 in
// hex for Debian's files, npm's sha512 integrity, go.sum's h1 for Go).
type row struct {
	artefacts []string
	input     string
	pkg       string // "python3.13 3.13.5-2+deb13u5 (source)"
	registry  string // "Debian trixie", "npm", "Go module proxy"
	sum       string
}

// readProvenance parses the table under "## Provenance" in readme, the
// one place that lists what every embedded artefact is built from.
func readProvenance(readme string) ([]row, error) {
	b, err := os.ReadFile(readme)
	if err != nil {
		return nil, err
	}
	var rows []row
	in := false
	for i, l := range strings.Split(string(b), "\n") {
		switch {
		case strings.HasPrefix(l, "## "):
			in = strings.TrimSpace(l) == "## Provenance"
			continue
		case !in || !strings.HasPrefix(l, "|") || strings.HasPrefix(l, "|---") || strings.HasPrefix(l, "| artefact "):
			continue
		}
		cells := strings.Split(strings.Trim(strings.TrimSpace(l), "|"), "|")
		if len(cells) != 5 {
			return nil, fmt.Errorf("%s:%d: a Provenance row has %d cells, want 5 (artefact, input, package, registry, sha256)", readme, i+1, len(cells))
		}
		for j := range cells {
			cells[j] = strings.Trim(strings.TrimSpace(cells[j]), "`")
		}
		r := row{input: cells[1], pkg: cells[2], registry: cells[3], sum: cells[4]}
		for _, a := range strings.Split(cells[0], ",") {
			if a = strings.Trim(strings.TrimSpace(a), "`"); a != "" {
				r.artefacts = append(r.artefacts, a)
			}
		}
		if len(r.artefacts) == 0 || r.input == "" || r.pkg == "" || r.registry == "" || r.sum == "" {
			return nil, fmt.Errorf("%s:%d: a Provenance row has an empty cell", readme, i+1)
		}
		rows = append(rows, r)
	}
	if len(rows) == 0 {
		return nil, fmt.Errorf("%s has no Provenance table", readme)
	}
	return rows, nil
}

// artefact is one file embedded in sbx, with the rows of its inputs.
type artefact struct {
	name   string // as the table names it
	path   string // relative to the checkout
	sha256 string
	inputs []row
}

// artefacts finds each artefact the table names in the checkout at src:
// a name with a slash is a path from the top, a bare name a file in one
// of guests/*/. Every one must exist: an SBOM that misses one is wrong.
func artefacts(src string, rows []row) ([]artefact, error) {
	var arts []artefact
	index := map[string]int{}
	for _, r := range rows {
		for _, name := range r.artefacts {
			i, ok := index[name]
			if !ok {
				path, err := locate(src, name)
				if err != nil {
					return nil, err
				}
				sum, err := fileSHA256(filepath.Join(src, path))
				if err != nil {
					return nil, err
				}
				i = len(arts)
				index[name] = i
				arts = append(arts, artefact{name: name, path: path, sha256: sum})
			}
			arts[i].inputs = append(arts[i].inputs, r)
		}
	}
	return arts, nil
}

func locate(src, name string) (string, error) {
	if strings.Contains(name, "/") {
		if _, err := os.Stat(filepath.Join(src, name)); err != nil {
			return "", fmt.Errorf("guests/README.md's Provenance table names %s: %w", name, err)
		}
		return filepath.ToSlash(name), nil
	}
	found, _ := filepath.Glob(filepath.Join(src, "guests", "*", name))
	if len(found) != 1 {
		return "", fmt.Errorf("guests/README.md's Provenance table names %s, found in %d guests/*/ directories, want 1", name, len(found))
	}
	rel, err := filepath.Rel(src, found[0])
	return filepath.ToSlash(rel), err
}

// The SPDX 2.3 document, as much of it as sbx fills.
type (
	spdxDoc struct {
		SPDXVersion       string             `json:"spdxVersion"`
		DataLicense       string             `json:"dataLicense"`
		SPDXID            string             `json:"SPDXID"`
		Name              string             `json:"name"`
		DocumentNamespace string             `json:"documentNamespace"`
		CreationInfo      spdxCreation       `json:"creationInfo"`
		Comment           string             `json:"comment,omitempty"`
		DocumentDescribes []string           `json:"documentDescribes"`
		Packages          []spdxPackage      `json:"packages"`
		Relationships     []spdxRelationship `json:"relationships"`
	}
	spdxCreation struct {
		Created  string   `json:"created"`
		Creators []string `json:"creators"`
	}
	spdxPackage struct {
		SPDXID           string         `json:"SPDXID"`
		Name             string         `json:"name"`
		VersionInfo      string         `json:"versionInfo,omitempty"`
		PackageFileName  string         `json:"packageFileName,omitempty"`
		Supplier         string         `json:"supplier,omitempty"`
		DownloadLocation string         `json:"downloadLocation"`
		FilesAnalyzed    bool           `json:"filesAnalyzed"`
		Checksums        []spdxChecksum `json:"checksums,omitempty"`
		LicenseConcluded string         `json:"licenseConcluded"`
		LicenseDeclared  string         `json:"licenseDeclared"`
		CopyrightText    string         `json:"copyrightText"`
		SourceInfo       string         `json:"sourceInfo,omitempty"`
		Comment          string         `json:"comment,omitempty"`
		ExternalRefs     []spdxRef      `json:"externalRefs,omitempty"`
		Purpose          string         `json:"primaryPackagePurpose,omitempty"`
	}
	spdxChecksum struct {
		Algorithm string `json:"algorithm"`
		Value     string `json:"checksumValue"`
	}
	spdxRef struct {
		Category string `json:"referenceCategory"`
		Type     string `json:"referenceType"`
		Locator  string `json:"referenceLocator"`
	}
	spdxRelationship struct {
		Element string `json:"spdxElementId"`
		Type    string `json:"relationshipType"`
		Related string `json:"relatedSpdxElement"`
	}
)

const noAssertion = "NOASSERTION"

// sbom is the SPDX document of the binary at bin, built for platform p:
// the binary, the Go toolchain's standard library and every module its
// build information lists, and the embedded artefacts, each generated
// from its registry inputs.
func sbom(bin, p string, st stamp, arts []artefact) ([]byte, error) {
	info, err := buildinfo.ReadFile(bin)
	if err != nil {
		return nil, fmt.Errorf("the build information of %s: %w", bin, err)
	}
	sum, err := fileSHA256(bin)
	if err != nil {
		return nil, err
	}
	ids := spdxIDs{}
	doc := spdxDoc{
		SPDXVersion: "SPDX-2.3", DataLicense: "CC0-1.0", SPDXID: "SPDXRef-DOCUMENT",
		Name:              "sbx-" + st.Version + "-" + dirName(p),
		DocumentNamespace: "https://github.com/sbx-sandbox/sbx/spdx/" + dirName(p) + "/" + sum,
		CreationInfo: spdxCreation{Created: st.Date.Format(time.RFC3339),
			Creators: []string{"Tool: github.com/sbx-sandbox/sbx/build/dist", "Organization: sbx"}},
		Comment: "The sbx binary for " + p + " (" + sbomFile(p) + " beside it), the Go modules linked into it (from its " +
			"build information, as `go version -m` prints it) and the files embedded in it, each generated from " +
			"the registry packages guests/README.md's Provenance table lists. The creation time is the commit's.",
	}
	main := spdxPackage{
		SPDXID: ids.get("Package-sbx"), Name: binName, VersionInfo: st.Version, PackageFileName: binFile(p),
		Supplier: "Organization: sbx", DownloadLocation: "git+https://github.com/sbx-sandbox/sbx.git@" + st.Commit,
		Checksums: []spdxChecksum{{"SHA256", sum}},
		SourceInfo: "built from commit " + st.Commit + " with " + info.GoVersion + " " + buildSettings(info) +
			" (make dist, go run ./build/dist)",
		ExternalRefs: []spdxRef{golangPURL(info.Main.Path, st.Version)},
		Purpose:      "APPLICATION",
	}
	doc.DocumentDescribes = []string{main.SPDXID}
	doc.Packages = append(doc.Packages, main.licenses())
	rel := func(a, typ, b string) {
		doc.Relationships = append(doc.Relationships, spdxRelationship{a, typ, b})
	}
	rel(doc.SPDXID, "DESCRIBES", main.SPDXID)

	goVersion := info.GoVersion
	std := spdxPackage{
		SPDXID: ids.get("Go-stdlib"), Name: "stdlib", VersionInfo: goVersion, Supplier: "Organization: Go",
		DownloadLocation: noAssertion,
		Comment:          "the Go toolchain's standard library and runtime, compiled in; the toolchain is golang.org/toolchain@v0.0.1-" + goVersion + "." + runtime.GOOS + "-" + runtime.GOARCH + " of the Go module proxy",
		ExternalRefs:     []spdxRef{golangPURL("stdlib", goVersion)},
		Purpose:          "LIBRARY",
	}
	doc.Packages = append(doc.Packages, std.licenses())
	rel(main.SPDXID, "DEPENDS_ON", std.SPDXID)
	for _, m := range info.Deps {
		if m.Replace != nil {
			m = m.Replace
		}
		pkg := spdxPackage{
			SPDXID: ids.get("Go-" + m.Path), Name: m.Path, VersionInfo: m.Version,
			DownloadLocation: noAssertion,
			ExternalRefs:     []spdxRef{golangPURL(m.Path, m.Version)},
			Purpose:          "LIBRARY",
		}
		if m.Sum != "" {
			pkg.Comment = "Go module, from the Go module proxy; go.sum: " + m.Sum
		}
		doc.Packages = append(doc.Packages, pkg.licenses())
		rel(main.SPDXID, "DEPENDS_ON", pkg.SPDXID)
	}

	inputs := map[string]string{} // registry + input -> SPDXID
	for _, a := range arts {
		pkg := spdxPackage{
			SPDXID: ids.get("File-" + a.name), Name: a.name, PackageFileName: a.path,
			DownloadLocation: noAssertion, Checksums: []spdxChecksum{{"SHA256", a.sha256}},
			SourceInfo: recipe(a.path) + " from the packages it is GENERATED_FROM (guests/README.md, Provenance)",
			Comment:    "embedded in the binary with go:embed from " + a.path,
			Purpose:    "FILE",
		}
		doc.Packages = append(doc.Packages, pkg.licenses())
		rel(main.SPDXID, "CONTAINS", pkg.SPDXID)
		for _, r := range a.inputs {
			key := r.registry + "\x00" + r.input
			id, ok := inputs[key]
			if !ok {
				in, err := inputPackage(r)
				if err != nil {
					return nil, err
				}
				in.SPDXID = ids.get("Source-" + r.input)
				id, inputs[key] = in.SPDXID, in.SPDXID
				doc.Packages = append(doc.Packages, in.licenses())
			}
			rel(pkg.SPDXID, "GENERATED_FROM", id)
		}
	}
	// purls' qualifiers keep their & as it is, not as \u0026
	var out bytes.Buffer
	enc := json.NewEncoder(&out)
	enc.SetEscapeHTML(false)
	enc.SetIndent("", "  ")
	if err := enc.Encode(doc); err != nil {
		return nil, err
	}
	return out.Bytes(), nil
}

// licenses fills the license fields sbx does not assert.
func (p spdxPackage) licenses() spdxPackage {
	p.LicenseConcluded, p.LicenseDeclared, p.CopyrightText = noAssertion, noAssertion, noAssertion
	return p
}

// recipe says what builds the artefact at path.
func recipe(path string) string {
	if strings.HasPrefix(path, "guests/") {
		return "built by " + filepath.ToSlash(filepath.Join(filepath.Dir(path), "build.sh")) + " (make guests; make repro rebuilds it byte for byte)"
	}
	return "built by go run ./build (make ui; make ui-check rebuilds it byte for byte)"
}

// inputPackage describes one input of the Provenance table: a file from
// Debian's archive, a package from the npm registry or a module from the
// Go module proxy, with its hash and package URL. Which host served it is
// the machine's choice (its apt sources, npm's registry setting, GOPROXY),
// so its downloadLocation is NOASSERTION and the purl names it.
func inputPackage(r row) (spdxPackage, error) {
	name, rest, _ := strings.Cut(r.pkg, " ")
	version, kind, _ := strings.Cut(rest, " ")
	kind = strings.Trim(kind, "()")
	p := spdxPackage{Name: name, VersionInfo: version, PackageFileName: r.input, DownloadLocation: noAssertion,
		Comment: "registry: " + r.registry, Purpose: "SOURCE"}
	switch {
	case strings.HasPrefix(r.registry, "Debian "):
		distro := strings.TrimPrefix(r.registry, "Debian ")
		arch := "source"
		if strings.HasPrefix(kind, "binary") {
			_, arch, _ = strings.Cut(kind, ", ")
			p.Purpose = "INSTALL"
		}
		if _, err := hex.DecodeString(r.sum); err != nil || len(r.sum) != 64 {
			return p, fmt.Errorf("Provenance row %s: %q is not a sha256", r.input, r.sum)
		}
		p.Supplier = "Organization: Debian"
		p.Checksums = []spdxChecksum{{"SHA256", r.sum}}
		p.SourceInfo = "Debian " + distro + "'s archive (" + kind + " package " + name + "), fetched with apt-get and checked against this sha256"
		p.ExternalRefs = []spdxRef{purl("pkg:deb/debian/" + purlEscape(name) + "@" + purlEscape(version) + "?arch=" + arch + "&distro=" + distro)}
	case r.registry == "npm":
		algo, b64, ok := strings.Cut(r.sum, "-")
		raw, err := base64.StdEncoding.DecodeString(b64)
		if !ok || algo != "sha512" || err != nil {
			return p, fmt.Errorf("Provenance row %s: %q is not an npm sha512 integrity", r.input, r.sum)
		}
		scope, base := "", name
		if strings.HasPrefix(name, "@") {
			scope, base, _ = strings.Cut(name, "/")
		}
		p.Supplier = noAssertion
		p.Checksums = []spdxChecksum{{"SHA512", hex.EncodeToString(raw)}}
		p.SourceInfo = "the npm registry, installed by npm ci from ui/dashboard/package-lock.json, which pins this integrity"
		ref := "pkg:npm/" + purlEscape(base) + "@" + purlEscape(version)
		if scope != "" {
			ref = "pkg:npm/" + purlEscape(scope) + "/" + purlEscape(base) + "@" + purlEscape(version)
		}
		p.ExternalRefs = []spdxRef{purl(ref)}
	case r.registry == "Go module proxy":
		p.Name = r.input
		p.SourceInfo = "the Go module proxy, checked against go.sum: " + r.sum
		p.ExternalRefs = []spdxRef{golangPURL(r.input, version)}
	default:
		return p, fmt.Errorf("Provenance row %s: registry %q is none sbx builds from", r.input, r.registry)
	}
	return p, nil
}

func purl(locator string) spdxRef {
	return spdxRef{Category: "PACKAGE-MANAGER", Type: "purl", Locator: locator}
}

// purlEscape percent-encodes all but a package URL's unreserved characters.
func purlEscape(s string) string {
	var b strings.Builder
	for _, c := range []byte(s) {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || strings.IndexByte(".-_~", c) >= 0 {
			b.WriteByte(c)
		} else {
			fmt.Fprintf(&b, "%%%02X", c)
		}
	}
	return b.String()
}

// golangPURL is the package URL of a Go module (or "stdlib") at version:
// its path's segments as namespace and name, the version left out when
// the build information has none (a module replaced by a directory).
func golangPURL(path, version string) spdxRef {
	segs := strings.Split(path, "/")
	for i, s := range segs {
		segs[i] = purlEscape(s)
	}
	ref := "pkg:golang/" + strings.Join(segs, "/")
	if version != "" {
		ref += "@" + purlEscape(version)
	}
	return purl(ref)
}

// buildSettings are the build information's settings that shape the
// binary, as go version -m prints them.
func buildSettings(info *buildinfo.BuildInfo) string {
	var s []string
	for _, kv := range info.Settings {
		s = append(s, kv.Key+"="+kv.Value)
	}
	return strings.Join(s, " ")
}

// spdxIDs hands out SPDX identifiers: the letters, digits, dots and
// dashes of a name, made unique.
type spdxIDs map[string]bool

func (ids spdxIDs) get(name string) string {
	var b strings.Builder
	b.WriteString("SPDXRef-")
	for _, c := range []byte(name) {
		if 'a' <= c && c <= 'z' || 'A' <= c && c <= 'Z' || '0' <= c && c <= '9' || c == '.' || c == '-' {
			b.WriteByte(c)
		} else {
			b.WriteByte('-')
		}
	}
	id := b.String()
	for n := 2; ids[id]; n++ {
		id = fmt.Sprintf("%s-%d", b.String(), n)
	}
	ids[id] = true
	return id
}
