package main

import (
	"encoding/json"
	"fmt"
	"net/url"
	"regexp"
	"slices"
	"strings"
	"testing"
)

// What SPDX 2.3 allows, from its JSON schema and its specification
// (spdx.github.io/spdx-spec/v2.3): the fields of a document and of its
// packages that validators check.
var (
	spdxIDPattern  = regexp.MustCompile(`^SPDXRef-[A-Za-z0-9.-]+$`)
	spdxCreated    = regexp.MustCompile(`^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\dZ$`)
	spdxDownload   = regexp.MustCompile(`^(NONE|NOASSERTION|(git|hg|svn|bzr)\+[a-z]+://\S+|[a-z][a-z0-9+.-]*://\S+)$`)
	spdxActor      = regexp.MustCompile(`^(NOASSERTION|(Person|Organization): .+)$`)
	spdxCreator    = regexp.MustCompile(`^(Person|Organization|Tool): .+$`)
	checksumLength = map[string]int{"SHA1": 40, "SHA224": 56, "SHA256": 64, "SHA384": 96, "SHA512": 128, "SHA3-256": 64,
		"SHA3-384": 96, "SHA3-512": 128, "BLAKE2b-256": 64, "BLAKE2b-384": 96, "BLAKE2b-512": 128, "MD5": 32}
	refCategories = []string{"SECURITY", "PACKAGE-MANAGER", "PACKAGE_MANAGER", "PERSISTENT-ID", "OTHER"}
	purposes      = []string{"APPLICATION", "FRAMEWORK", "LIBRARY", "CONTAINER", "OPERATING-SYSTEM", "DEVICE",
		"FIRMWARE", "SOURCE", "ARCHIVE", "FILE", "INSTALL", "OTHER"}
	relationshipTypes = []string{"DESCRIBES", "DESCRIBED_BY", "CONTAINS", "CONTAINED_BY", "DEPENDS_ON", "DEPENDENCY_OF",
		"DEPENDENCY_MANIFEST_OF", "BUILD_DEPENDENCY_OF", "DEV_DEPENDENCY_OF", "OPTIONAL_DEPENDENCY_OF",
		"PROVIDED_DEPENDENCY_OF", "TEST_DEPENDENCY_OF", "RUNTIME_DEPENDENCY_OF", "EXAMPLE_OF", "GENERATES",
		"GENERATED_FROM", "ANCESTOR_OF", "DESCENDANT_OF", "VARIANT_OF", "DISTRIBUTION_ARTIFACT", "PATCH_FOR",
		"PATCH_APPLIED", "COPY_OF", "FILE_ADDED", "FILE_DELETED", "FILE_MODIFIED", "EXPANDED_FROM_ARCHIVE",
		"DYNAMIC_LINK", "STATIC_LINK", "DATA_FILE_OF", "TEST_CASE_OF", "BUILD_TOOL_OF", "DEV_TOOL_OF", "TEST_OF",
		"TEST_TOOL_OF", "DOCUMENTATION_OF", "OPTIONAL_COMPONENT_OF", "METAFILE_OF", "PACKAGE_OF", "AMENDS",
		"PREREQUISITE_FOR", "HAS_PREREQUISITE", "REQUIREMENT_DESCRIPTION_FOR", "SPECIFICATION_FOR", "OTHER"}
	// pkg:type/namespace/name@version?qualifiers#subpath, each part
	// percent-encoded (github.com/package-url/purl-spec).
	purlPattern = regexp.MustCompile(`^pkg:([a-z][a-z0-9.+-]*)/((?:[^/@?#\s]+/)*)([^/@?#\s]+)(?:@([^?#\s]+))?(?:\?([^#\s]+))?(?:#(\S+))?$`)
)

// validateSPDX23 returns what keeps doc, an SPDX JSON document, from being
// valid SPDX 2.3: the document's required fields, and for every package
// its identifier, name, download location, checksums, supplier, purpose
// and external references, a purl's version matching versionInfo, and
// relationships between elements that exist.
func validateSPDX23(doc []byte) []string {
	var d struct {
		SPDXVersion, DataLicense, SPDXID, Name, DocumentNamespace string
		CreationInfo                                              *struct {
			Created  string
			Creators []string
		}
		DocumentDescribes []string
		Packages          []map[string]json.RawMessage
		Relationships     []struct{ SPDXElementID, RelationshipType, RelatedSPDXElement string }
	}
	if err := json.Unmarshal(doc, &d); err != nil {
		return []string{"not JSON of an SPDX document: " + err.Error()}
	}
	var errs []string
	bad := func(format string, a ...any) { errs = append(errs, fmt.Sprintf(format, a...)) }
	if d.SPDXVersion != "SPDX-2.3" {
		bad("spdxVersion %q, want SPDX-2.3", d.SPDXVersion)
	}
	if d.DataLicense != "CC0-1.0" {
		bad("dataLicense %q, want CC0-1.0", d.DataLicense)
	}
	if d.SPDXID != "SPDXRef-DOCUMENT" {
		bad("the document's SPDXID %q, want SPDXRef-DOCUMENT", d.SPDXID)
	}
	if d.Name == "" {
		bad("the document has no name")
	}
	if u, err := url.Parse(d.DocumentNamespace); err != nil || u.Scheme == "" || strings.Contains(d.DocumentNamespace, "#") {
		bad("documentNamespace %q is no absolute URI without a #", d.DocumentNamespace)
	}
	switch {
	case d.CreationInfo == nil:
		bad("no creationInfo")
	case !spdxCreated.MatchString(d.CreationInfo.Created):
		bad("creationInfo.created %q is not YYYY-MM-DDThh:mm:ssZ", d.CreationInfo.Created)
	case len(d.CreationInfo.Creators) == 0:
		bad("creationInfo names no creators")
	}
	if d.CreationInfo != nil {
		for _, c := range d.CreationInfo.Creators {
			if !spdxCreator.MatchString(c) {
				bad("creator %q is none of Person:, Organization:, Tool:", c)
			}
		}
	}

	ids := map[string]bool{d.SPDXID: true}
	for i, raw := range d.Packages {
		var p struct {
			SPDXID, Name, VersionInfo, DownloadLocation, Supplier, PrimaryPackagePurpose string
			FilesAnalyzed                                                                *bool
			PackageVerificationCode                                                      any
			Checksums                                                                    []struct{ Algorithm, ChecksumValue string }
			ExternalRefs                                                                 []struct{ ReferenceCategory, ReferenceType, ReferenceLocator string }
		}
		b, _ := json.Marshal(raw)
		if err := json.Unmarshal(b, &p); err != nil {
			bad("package %d: %v", i, err)
			continue
		}
		where := fmt.Sprintf("package %d (%s)", i, p.SPDXID)
		if !spdxIDPattern.MatchString(p.SPDXID) {
			bad("%s: SPDXID is not SPDXRef- and letters, digits, . and -", where)
		}
		if ids[p.SPDXID] {
			bad("%s: SPDXID used twice", where)
		}
		ids[p.SPDXID] = true
		if p.Name == "" {
			bad("%s: no name", where)
		}
		if _, ok := raw["downloadLocation"]; !ok || !spdxDownload.MatchString(p.DownloadLocation) {
			bad("%s: downloadLocation %q is none of NONE, NOASSERTION, a URL", where, p.DownloadLocation)
		}
		if (p.FilesAnalyzed == nil || *p.FilesAnalyzed) && p.PackageVerificationCode == nil {
			bad("%s: files analyzed (the default) without a packageVerificationCode", where)
		}
		if p.Supplier != "" && !spdxActor.MatchString(p.Supplier) {
			bad("%s: supplier %q is none of NOASSERTION, Person:, Organization:", where, p.Supplier)
		}
		if p.PrimaryPackagePurpose != "" && !slices.Contains(purposes, p.PrimaryPackagePurpose) {
			bad("%s: primaryPackagePurpose %q", where, p.PrimaryPackagePurpose)
		}
		for _, c := range p.Checksums {
			n, ok := checksumLength[c.Algorithm]
			if !ok || len(c.ChecksumValue) != n || strings.Trim(c.ChecksumValue, "0123456789abcdef") != "" {
				bad("%s: checksum %s %q", where, c.Algorithm, c.ChecksumValue)
			}
		}
		for _, r := range p.ExternalRefs {
			if !slices.Contains(refCategories, r.ReferenceCategory) || r.ReferenceType == "" || r.ReferenceLocator == "" {
				bad("%s: external reference %+v", where, r)
			}
			if r.ReferenceType != "purl" {
				continue
			}
			if r.ReferenceCategory != "PACKAGE-MANAGER" && r.ReferenceCategory != "PACKAGE_MANAGER" {
				bad("%s: a purl in category %s, want PACKAGE-MANAGER", where, r.ReferenceCategory)
			}
			version, err := purlVersion(r.ReferenceLocator)
			if err != nil {
				bad("%s: %v", where, err)
			} else if version != "" && version != p.VersionInfo {
				bad("%s: purl %s has version %q, versionInfo %q", where, r.ReferenceLocator, version, p.VersionInfo)
			}
		}
	}
	for _, id := range d.DocumentDescribes {
		if !ids[id] {
			bad("documentDescribes names %s, which is no element", id)
		}
	}
	describes := len(d.DocumentDescribes) > 0
	for _, r := range d.Relationships {
		if !ids[r.SPDXElementID] || !ids[r.RelatedSPDXElement] {
			bad("relationship %s %s %s between elements that do not exist", r.SPDXElementID, r.RelationshipType, r.RelatedSPDXElement)
		}
		if !slices.Contains(relationshipTypes, r.RelationshipType) {
			bad("relationship type %q", r.RelationshipType)
		}
		describes = describes || r.SPDXElementID == d.SPDXID && r.RelationshipType == "DESCRIBES"
	}
	if !describes {
		bad("the document describes nothing (no documentDescribes, no DESCRIBES relationship)")
	}
	return errs
}

// purlVersion checks that locator is a well-formed package URL and returns
// its version, decoded.
func purlVersion(locator string) (string, error) {
	m := purlPattern.FindStringSubmatch(locator)
	if m == nil {
		return "", fmt.Errorf("%q is no package URL (pkg:type/namespace/name@version)", locator)
	}
	for _, part := range []string{m[2], m[3], m[4]} {
		if _, err := url.PathUnescape(part); err != nil {
			return "", fmt.Errorf("%q: %q is not percent-encoded: %v", locator, part, err)
		}
	}
	if m[5] != "" {
		for _, kv := range strings.Split(m[5], "&") {
			k, v, ok := strings.Cut(kv, "=")
			if !ok || k == "" || v == "" || strings.ToLower(k) != k {
				return "", fmt.Errorf("%q: qualifier %q is not key=value with a lower-case key", locator, kv)
			}
		}
	}
	version, _ := url.PathUnescape(m[4])
	return version, nil
}

// TestValidateSPDX23 checks the checker: a minimal valid document passes,
// and each way of breaking it is reported.
func TestValidateSPDX23(t *testing.T) {
	const valid = `{"spdxVersion": "SPDX-2.3", "dataLicense": "CC0-1.0", "SPDXID": "SPDXRef-DOCUMENT", "name": "x",
 "documentNamespace": "https://example.com/spdx/x", "creationInfo": {"created": "2026-01-01T00:00:00Z", "creators": ["Tool: x"]},
 "documentDescribes": ["SPDXRef-a"],
 "packages": [{"SPDXID": "SPDXRef-a", "name": "a", "versionInfo": "1.0+b", "downloadLocation": "NOASSERTION", "filesAnalyzed": false,
   "checksums": [{"algorithm": "SHA256", "checksumValue": "` + sha256Zero + `"}],
   "externalRefs": [{"referenceCategory": "PACKAGE-MANAGER", "referenceType": "purl", "referenceLocator": "pkg:deb/debian/a@1.0%2Bb?arch=source&distro=trixie"}]}],
 "relationships": [{"spdxElementId": "SPDXRef-DOCUMENT", "relationshipType": "DESCRIBES", "relatedSpdxElement": "SPDXRef-a"}]}`
	if errs := validateSPDX23([]byte(valid)); len(errs) != 0 {
		t.Fatalf("a valid document: %q", errs)
	}
	for _, tt := range []struct{ name, old, new, want string }{
		{"version", `"SPDX-2.3"`, `"SPDX-2.2"`, "spdxVersion"},
		{"namespace", `https://example.com/spdx/x`, `x#y`, "documentNamespace"},
		{"created", `2026-01-01T00:00:00Z`, `2026-01-01`, "created"},
		{"creator", `"Tool: x"`, `"x"`, "creator"},
		{"SPDXID", `"SPDXID": "SPDXRef-a"`, `"SPDXID": "SPDXRef-a_b"`, "SPDXID"},
		{"no downloadLocation", `"downloadLocation": "NOASSERTION", `, ``, "downloadLocation"},
		{"downloadLocation", `"NOASSERTION"`, `"a host"`, "downloadLocation"},
		{"files analyzed", `"filesAnalyzed": false`, `"filesAnalyzed": true`, "packageVerificationCode"},
		{"checksum", sha256Zero, "abc", "checksum"},
		{"purl", `pkg:deb/debian/a@`, `deb/debian/a@`, "no package URL"},
		{"purl version", `"versionInfo": "1.0+b"`, `"versionInfo": "1.0"`, "versionInfo"},
		{"purl qualifier", `arch=source`, `Arch=source`, "qualifier"},
		{"purl category", `"PACKAGE-MANAGER"`, `"SECURITY"`, "category"},
		{"relationship", `"relatedSpdxElement": "SPDXRef-a"`, `"relatedSpdxElement": "SPDXRef-b"`, "do not exist"},
	} {
		doc := strings.Replace(valid, tt.old, tt.new, 1)
		if doc == valid {
			t.Fatalf("%s: %q is not in the document", tt.name, tt.old)
		}
		if errs := validateSPDX23([]byte(doc)); !slices.ContainsFunc(errs, func(e string) bool { return strings.Contains(e, tt.want) }) {
			t.Errorf("%s: %q, want an error about %s", tt.name, errs, tt.want)
		}
	}
}

const sha256Zero = "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855"
