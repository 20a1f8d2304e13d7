package broker

import (
	"github.com/sbx-sandbox/sbx/broker/apps"
	"github.com/sbx-sandbox/sbx/broker/cluster"
	"github.com/sbx-sandbox/sbx/broker/dashboard"
	"github.com/sbx-sandbox/sbx/broker/govern"
	"github.com/sbx-sandbox/sbx/broker/homes"
	"github.com/sbx-sandbox/sbx/broker/tool"
	"github.com/sbx-sandbox/sbx/broker/transport"
)

// The names of the packages below the broker that its Options and its
// results carry, as the broker's API has always had them.

// Governance: who makes a request, what the policy lets it do, the
// secrets lent to runs and the audit log (package govern).
type (
	Policy       = govern.Policy
	CommandRules = govern.CommandRules
	Secret       = govern.Secret
	Auth         = govern.Auth
	Token        = govern.Token
	AuditRecord  = govern.AuditRecord
)

// ErrPolicy marks Options the broker cannot serve: a policy it cannot
// apply, or an origin, default provider, cluster or S3 store it cannot use.
var ErrPolicy = govern.ErrPolicy

// Governance's constants (package govern).
const (
	DefaultUserHeader  = govern.DefaultUserHeader
	MinSecretBytes     = govern.MinSecretBytes
	RiskToolMisuse     = govern.RiskToolMisuse
	RiskPrivilegeAbuse = govern.RiskPrivilegeAbuse
	RiskCodeExecution  = govern.RiskCodeExecution
	Allowed            = govern.Allowed
	Denied             = govern.Denied
)

// ValidUserID reports whether id can name a user (see govern.ValidUserID).
func ValidUserID(id string) bool { return govern.ValidUserID(id) }

// CanonicalOrigin returns the web origin s in the form browsers send in
// Origin (see transport.CanonicalOrigin).
func CanonicalOrigin(s string) (origin string, ok bool) { return transport.CanonicalOrigin(s) }

// S3Homes keep the users' homes in an S3 bucket (package homes).
type S3Homes = homes.S3

// ClusterOptions make a broker one of several replicas (package cluster).
type ClusterOptions = cluster.Options

// DefaultLease is how long a replica's sessions stay routed to it after
// it stops renewing them.
const DefaultLease = cluster.DefaultLease

// What the tools share (package tool): the arguments that name a sandbox,
// and the arguments and results of run_code and present_output.
type (
	Target              = tool.Target
	Used                = tool.Used
	Grants              = tool.Grants
	RunCodeInput        = tool.RunCodeInput
	RunCodeOutput       = tool.RunCodeOutput
	PresentOutputInput  = tool.PresentOutputInput
	PresentOutputOutput = tool.PresentOutputOutput
)

// The dashboard's names (package dashboard).
type (
	DashboardView      = dashboard.View
	DashboardInput     = dashboard.Input
	DashboardPageInput = dashboard.PageInput
	DashboardTable     = dashboard.Table
	DashboardOutput    = dashboard.Output
	ColumnSummary      = dashboard.ColumnSummary
	TableColumn        = dashboard.TableColumn
	Chart              = dashboard.Chart
	ChartPoint         = dashboard.ChartPoint
	OutputLink         = dashboard.OutputLink
)

// The MCP Apps extension as the dashboard uses it, and the dashboard's
// page sizes (package dashboard).
const (
	AppsExtension   = dashboard.AppsExtension
	AppMIMEType     = dashboard.AppMIMEType
	DashboardURI    = dashboard.URI
	DefaultPageSize = dashboard.DefaultPageSize
	MaxPageSize     = dashboard.MaxPageSize
)

// The published apps' names (package apps).
type (
	AppInfo         = apps.AppInfo
	PublishAppInput = apps.PublishInput
	ExposePortInput = apps.ExposeInput
	UnexposeInput   = apps.UnexposeInput
	UnexposeOutput  = apps.UnexposeOutput
	AppList         = apps.List
	SandboxAccess   = apps.Access
	AppsAccess      = apps.AppURLs
	PublishedApp    = apps.Published
)

// AppsFile, in the data directory, lists every published app with its
// sandbox's token (see apps.File).
const AppsFile = apps.File

// DefaultAppsDomain is the apps' base domain when Options.AppsDomain is
// empty (see apps.DefaultDomain).
const DefaultAppsDomain = apps.DefaultDomain

// ReadApps reads the apps a server with data directory dir publishes.
func ReadApps(dir string) ([]PublishedApp, error) { return apps.Read(dir) }
