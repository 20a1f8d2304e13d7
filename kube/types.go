package kube

import (
	"encoding/json"
	"strconv"
	"time"
)

// The Kubernetes objects the provider reads and writes, as the API's JSON
// has them: only the fields it sets or reads (the API server keeps the
// rest of an object as it was, since writes are creates and merge
// patches). Field names and meanings are the API's own (k8s.io/api).

type objectMeta struct {
	Name            string            `json:"name,omitempty"`
	Namespace       string            `json:"namespace,omitempty"`
	Labels          map[string]string `json:"labels,omitempty"`
	Annotations     map[string]string `json:"annotations,omitempty"`
	ResourceVersion string            `json:"resourceVersion,omitempty"`
}

type pod struct {
	APIVersion string     `json:"apiVersion"`
	Kind       string     `json:"kind"`
	Metadata   objectMeta `json:"metadata"`
	Spec       podSpec    `json:"spec"`
	Status     podStatus  `json:"status,omitempty"`
}

type podSpec struct {
	AutomountServiceAccountToken *bool               `json:"automountServiceAccountToken,omitempty"`
	EnableServiceLinks           *bool               `json:"enableServiceLinks,omitempty"`
	RestartPolicy                string              `json:"restartPolicy,omitempty"`
	RuntimeClassName             *string             `json:"runtimeClassName,omitempty"`
	SecurityContext              *podSecurityContext `json:"securityContext,omitempty"`
	Containers                   []container         `json:"containers"`
	Volumes                      []volume            `json:"volumes,omitempty"`
}

type podSecurityContext struct {
	RunAsUser      *int64          `json:"runAsUser,omitempty"`
	RunAsGroup     *int64          `json:"runAsGroup,omitempty"`
	FSGroup        *int64          `json:"fsGroup,omitempty"`
	RunAsNonRoot   *bool           `json:"runAsNonRoot,omitempty"`
	SeccompProfile *seccompProfile `json:"seccompProfile,omitempty"`
}

type seccompProfile struct {
	Type string `json:"type"`
}

type container struct {
	Name            string           `json:"name"`
	Image           string           `json:"image"`
	Command         []string         `json:"command,omitempty"`
	WorkingDir      string           `json:"workingDir,omitempty"`
	Env             []envVar         `json:"env,omitempty"`
	Resources       resources        `json:"resources"`
	SecurityContext *securityContext `json:"securityContext,omitempty"`
	VolumeMounts    []volumeMount    `json:"volumeMounts,omitempty"`
}

type envVar struct {
	Name  string `json:"name"`
	Value string `json:"value"`
}

// resources are quantities by resource name ("cpu", "memory"), in the
// API's notation ("500m", "536870912").
type resources struct {
	Limits   map[string]string `json:"limits,omitempty"`
	Requests map[string]string `json:"requests,omitempty"`
}

type securityContext struct {
	AllowPrivilegeEscalation *bool         `json:"allowPrivilegeEscalation,omitempty"`
	ReadOnlyRootFilesystem   *bool         `json:"readOnlyRootFilesystem,omitempty"`
	Privileged               *bool         `json:"privileged,omitempty"`
	Capabilities             *capabilities `json:"capabilities,omitempty"`
}

type capabilities struct {
	Drop []string `json:"drop,omitempty"`
}

type volumeMount struct {
	Name      string `json:"name"`
	MountPath string `json:"mountPath"`
	SubPath   string `json:"subPath,omitempty"`
	ReadOnly  bool   `json:"readOnly,omitempty"`
}

type volume struct {
	Name                  string                 `json:"name"`
	EmptyDir              *emptyDir              `json:"emptyDir,omitempty"`
	PersistentVolumeClaim *persistentVolumeClaim `json:"persistentVolumeClaim,omitempty"`
}

type emptyDir struct {
	Medium    string `json:"medium,omitempty"`
	SizeLimit string `json:"sizeLimit,omitempty"`
}

type persistentVolumeClaim struct {
	ClaimName string `json:"claimName"`
	ReadOnly  bool   `json:"readOnly,omitempty"`
}

type podStatus struct {
	Phase             string            `json:"phase,omitempty"`
	Reason            string            `json:"reason,omitempty"`
	ContainerStatuses []containerStatus `json:"containerStatuses,omitempty"`
}

// Pod phases.
const (
	podRunning   = "Running"
	podFailed    = "Failed"
	podSucceeded = "Succeeded"
)

type containerStatus struct {
	Name  string         `json:"name"`
	State containerState `json:"state"`
}

type containerState struct {
	Waiting *struct {
		Reason string `json:"reason,omitempty"`
	} `json:"waiting,omitempty"`
	Terminated *struct {
		Reason   string `json:"reason,omitempty"`
		ExitCode int32  `json:"exitCode"`
	} `json:"terminated,omitempty"`
}

type podList struct {
	Items []pod `json:"items"`
}

type networkPolicy struct {
	APIVersion string            `json:"apiVersion"`
	Kind       string            `json:"kind"`
	Metadata   objectMeta        `json:"metadata"`
	Spec       networkPolicySpec `json:"spec"`
}

type networkPolicySpec struct {
	PodSelector labelSelector `json:"podSelector"`
	PolicyTypes []string      `json:"policyTypes"`
	Ingress     []egressRule  `json:"ingress"` // always empty: no traffic in
	Egress      []egressRule  `json:"egress"`
}

type labelSelector struct {
	MatchLabels map[string]string `json:"matchLabels,omitempty"`
}

type egressRule struct {
	To    []policyPeer `json:"to,omitempty"`
	Ports []policyPort `json:"ports,omitempty"`
}

type policyPeer struct {
	IPBlock *ipBlock `json:"ipBlock,omitempty"`
}

type ipBlock struct {
	CIDR string `json:"cidr"`
}

type policyPort struct {
	Protocol string `json:"protocol,omitempty"`
	Port     int32  `json:"port,omitempty"`
}

type networkPolicyList struct {
	Items []networkPolicy `json:"items"`
}

type lease struct {
	APIVersion string     `json:"apiVersion"`
	Kind       string     `json:"kind"`
	Metadata   objectMeta `json:"metadata"`
	Spec       leaseSpec  `json:"spec"`
}

type leaseSpec struct {
	HolderIdentity       *string    `json:"holderIdentity,omitempty"`
	LeaseDurationSeconds *int32     `json:"leaseDurationSeconds,omitempty"`
	RenewTime            *microTime `json:"renewTime,omitempty"`
}

type leaseList struct {
	Items []lease `json:"items"`
}

// microTime is a time with microseconds, as a Lease's renewTime is.
type microTime struct{ time.Time }

func (t microTime) MarshalJSON() ([]byte, error) {
	return json.Marshal(t.UTC().Format("2006-01-02T15:04:05.000000Z07:00"))
}

func (t *microTime) UnmarshalJSON(b []byte) error {
	var s string
	if err := json.Unmarshal(b, &s); err != nil {
		return err
	}
	v, err := time.Parse(time.RFC3339Nano, s)
	t.Time = v
	return err
}

type runtimeClass struct {
	Handler string `json:"handler"`
}

type selfSubjectAccessReview struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Spec       struct {
		ResourceAttributes *resourceAttributes `json:"resourceAttributes,omitempty"`
	} `json:"spec"`
	Status struct {
		Allowed bool `json:"allowed"`
	} `json:"status"`
}

type resourceAttributes struct {
	Namespace   string `json:"namespace,omitempty"`
	Verb        string `json:"verb,omitempty"`
	Group       string `json:"group,omitempty"`
	Resource    string `json:"resource,omitempty"`
	Subresource string `json:"subresource,omitempty"`
}

// status is the API's Status object: its answer to a failed request, and
// the outcome of an exec.
type status struct {
	Kind    string `json:"kind"`
	Status  string `json:"status"` // "Success" or "Failure"
	Message string `json:"message"`
	Reason  string `json:"reason"`
	Code    int    `json:"code"`
	Details *struct {
		Causes []struct {
			Type    string `json:"reason"`
			Message string `json:"message"`
		} `json:"causes"`
	} `json:"details"`
}

// watchEvent is one line of a watch.
type watchEvent struct {
	Type   string          `json:"type"` // ADDED, MODIFIED, DELETED, BOOKMARK, ERROR
	Object json.RawMessage `json:"object"`
}

// cpuQuantity is n CPUs in the API's notation: whole CPUs, or millicores.
func cpuQuantity(n float64) string {
	m := int64(n*1000 + 0.5)
	if m%1000 == 0 {
		return strconv.FormatInt(m/1000, 10)
	}
	return strconv.FormatInt(m, 10) + "m"
}
