package kube

import (
	"bytes"
	"context"
	"crypto/tls"
	"encoding/base64"
	"encoding/json"
	"errors"
	"fmt"
	"net"
	"os"
	"os/exec"
	"path/filepath"
	"strings"
	"sync"
	"time"

	"go.yaml.in/yaml/v3"
)

// The files a pod's service account token and the cluster's CA are
// mounted at.
const (
	serviceAccountToken = "/var/run/secrets/kubernetes.io/serviceaccount/token"
	serviceAccountCA    = "/var/run/secrets/kubernetes.io/serviceaccount/ca.crt"
)

// clientConfig loads the cluster's configuration: the kubeconfig at path,
// else at $KUBECONFIG (a list of files is merged as kubectl merges it),
// else the service account of the pod sbx runs in.
func clientConfig(path string) (*Config, error) {
	if path == "" {
		path = os.Getenv("KUBECONFIG")
	}
	if path == "" {
		return inClusterConfig()
	}
	return loadKubeconfig(filepath.SplitList(path))
}

// inClusterConfig is the configuration of a pod: the API server's service
// address, the service account's token (read again for each request, as
// it rotates) and the cluster's CA.
func inClusterConfig() (*Config, error) {
	host, port := os.Getenv("KUBERNETES_SERVICE_HOST"), os.Getenv("KUBERNETES_SERVICE_PORT")
	if host == "" || port == "" {
		return nil, errors.New("not in a cluster: KUBERNETES_SERVICE_HOST and KUBERNETES_SERVICE_PORT are not set")
	}
	if _, err := os.Stat(serviceAccountToken); err != nil {
		return nil, fmt.Errorf("the service account token: %w", err)
	}
	ca, err := os.ReadFile(serviceAccountCA)
	if err != nil {
		return nil, fmt.Errorf("the cluster's CA: %w", err)
	}
	return &Config{Host: "https://" + net.JoinHostPort(host, port), CAData: ca, TokenFile: serviceAccountToken}, nil
}

// kubeconfig is the part of a kubeconfig file the provider reads.
type kubeconfig struct {
	CurrentContext string `yaml:"current-context"`
	Clusters       []struct {
		Name    string    `yaml:"name"`
		Cluster kcCluster `yaml:"cluster"`
	} `yaml:"clusters"`
	Users []struct {
		Name string `yaml:"name"`
		User kcUser `yaml:"user"`
	} `yaml:"users"`
	Contexts []struct {
		Name    string `yaml:"name"`
		Context struct {
			Cluster string `yaml:"cluster"`
			User    string `yaml:"user"`
		} `yaml:"context"`
	} `yaml:"contexts"`
}

type kcCluster struct {
	Server                   string `yaml:"server"`
	CertificateAuthority     string `yaml:"certificate-authority"`
	CertificateAuthorityData string `yaml:"certificate-authority-data"`
	InsecureSkipTLSVerify    bool   `yaml:"insecure-skip-tls-verify"`
	TLSServerName            string `yaml:"tls-server-name"`
	ProxyURL                 string `yaml:"proxy-url"`
	dir                      string // of the file it is in
}

type kcUser struct {
	ClientCertificate     string      `yaml:"client-certificate"`
	ClientCertificateData string      `yaml:"client-certificate-data"`
	ClientKey             string      `yaml:"client-key"`
	ClientKeyData         string      `yaml:"client-key-data"`
	Token                 string      `yaml:"token"`
	TokenFile             string      `yaml:"tokenFile"`
	Username              string      `yaml:"username"`
	Password              string      `yaml:"password"`
	As                    string      `yaml:"as"`
	Exec                  *ExecConfig `yaml:"exec"`
	AuthProvider          *struct {
		Name string `yaml:"name"`
	} `yaml:"auth-provider"`
	dir string // of the file it is in
}

// ExecConfig is a kubeconfig's credential plugin (users[].user.exec): a
// command that prints an ExecCredential, as cloud providers' CLIs do.
type ExecConfig struct {
	APIVersion string   `yaml:"apiVersion"`
	Command    string   `yaml:"command"`
	Args       []string `yaml:"args"`
	Env        []struct {
		Name  string `yaml:"name"`
		Value string `yaml:"value"`
	} `yaml:"env"`
	ProvideClusterInfo bool `yaml:"provideClusterInfo"`
}

// loadKubeconfig reads the current context of the kubeconfig files, merged
// as kubectl merges them: the first file to set a current context, or to
// name a cluster, user or context, wins. Relative paths in a file are
// relative to its directory.
func loadKubeconfig(files []string) (*Config, error) {
	var current string
	clusters, users, contexts := map[string]kcCluster{}, map[string]kcUser{}, map[string][2]string{}
	for _, f := range files {
		if f == "" {
			continue
		}
		b, err := os.ReadFile(f)
		if err != nil {
			if len(files) > 1 && errors.Is(err, os.ErrNotExist) {
				continue // kubectl skips missing files of a list
			}
			return nil, err
		}
		var kc kubeconfig
		if err := yaml.Unmarshal(b, &kc); err != nil {
			return nil, fmt.Errorf("%s: %v", f, err)
		}
		if current == "" {
			current = kc.CurrentContext
		}
		for _, c := range kc.Clusters {
			if _, ok := clusters[c.Name]; !ok {
				c.Cluster.dir = filepath.Dir(f)
				clusters[c.Name] = c.Cluster
			}
		}
		for _, u := range kc.Users {
			if _, ok := users[u.Name]; !ok {
				u.User.dir = filepath.Dir(f)
				users[u.Name] = u.User
			}
		}
		for _, c := range kc.Contexts {
			if _, ok := contexts[c.Name]; !ok {
				contexts[c.Name] = [2]string{c.Context.Cluster, c.Context.User}
			}
		}
	}
	list := strings.Join(files, string(filepath.ListSeparator))
	if current == "" {
		return nil, fmt.Errorf("%s sets no current-context", list)
	}
	ctx, ok := contexts[current]
	if !ok {
		return nil, fmt.Errorf("context %q is not in %s", current, list)
	}
	cluster, ok := clusters[ctx[0]]
	if !ok {
		return nil, fmt.Errorf("cluster %q of context %q is not in %s", ctx[0], current, list)
	}
	abs := func(dir, p string) string {
		if p == "" || filepath.IsAbs(p) {
			return p
		}
		return filepath.Join(dir, p)
	}
	data := func(inline, file, dir, what string) ([]byte, error) {
		if inline != "" {
			b, err := base64.StdEncoding.DecodeString(inline)
			if err != nil {
				return nil, fmt.Errorf("%s-data: %v", what, err)
			}
			return b, nil
		}
		if file == "" {
			return nil, nil
		}
		return os.ReadFile(abs(dir, file))
	}
	c := &Config{Host: cluster.Server, Insecure: cluster.InsecureSkipTLSVerify, ServerName: cluster.TLSServerName, ProxyURL: cluster.ProxyURL}
	var err error
	if c.CAData, err = data(cluster.CertificateAuthorityData, cluster.CertificateAuthority, cluster.dir, "certificate-authority"); err != nil {
		return nil, err
	}
	if ctx[1] == "" {
		return c, nil
	}
	u, ok := users[ctx[1]]
	if !ok {
		return nil, fmt.Errorf("user %q of context %q is not in %s", ctx[1], current, list)
	}
	if u.AuthProvider != nil {
		return nil, fmt.Errorf("user %q uses the auth-provider %q, which sbx does not support: use an exec credential plugin (the provider's CLI prints one: kubectl config view shows it)", ctx[1], u.AuthProvider.Name)
	}
	if c.CertData, err = data(u.ClientCertificateData, u.ClientCertificate, u.dir, "client-certificate"); err != nil {
		return nil, err
	}
	if c.KeyData, err = data(u.ClientKeyData, u.ClientKey, u.dir, "client-key"); err != nil {
		return nil, err
	}
	c.BearerToken, c.TokenFile = u.Token, abs(u.dir, u.TokenFile)
	c.Username, c.Password, c.Impersonate = u.Username, u.Password, u.As
	if u.Exec != nil {
		e := *u.Exec
		if strings.ContainsRune(e.Command, filepath.Separator) {
			e.Command = abs(u.dir, e.Command)
		}
		c.Exec = &e
	}
	return c, nil
}

// execCredentials runs a credential plugin and keeps what it printed
// until it expires.
type execCredentials struct {
	cfg    *ExecConfig
	server string
	caData []byte

	mu      sync.Mutex
	tok     string
	cert    *tls.Certificate
	expires time.Time // zero: until the API server refuses it
	fetched bool
}

// execCredential is the plugin's answer (client.authentication.k8s.io
// v1 and v1beta1).
type execCredential struct {
	APIVersion string `json:"apiVersion"`
	Kind       string `json:"kind"`
	Spec       struct {
		Interactive bool `json:"interactive"`
		Cluster     *struct {
			Server                   string `json:"server"`
			CertificateAuthorityData []byte `json:"certificate-authority-data,omitempty"`
		} `json:"cluster,omitempty"`
	} `json:"spec"`
	Status *struct {
		Token                 string     `json:"token"`
		ClientCertificateData string     `json:"clientCertificateData"`
		ClientKeyData         string     `json:"clientKeyData"`
		ExpirationTimestamp   *time.Time `json:"expirationTimestamp"`
	} `json:"status,omitempty"`
}

func (e *execCredentials) token(ctx context.Context) (string, error) {
	if err := e.refresh(ctx); err != nil {
		return "", err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.tok, nil
}

func (e *execCredentials) certificate(ctx context.Context) (*tls.Certificate, error) {
	if err := e.refresh(ctx); err != nil {
		return nil, err
	}
	e.mu.Lock()
	defer e.mu.Unlock()
	return e.cert, nil
}

// expire forgets the credential, after the API server refused it.
func (e *execCredentials) expire() {
	e.mu.Lock()
	e.fetched = false
	e.mu.Unlock()
}

// refresh runs the plugin unless what it printed last is still good.
func (e *execCredentials) refresh(ctx context.Context) error {
	e.mu.Lock()
	defer e.mu.Unlock()
	if e.fetched && (e.expires.IsZero() || time.Now().Before(e.expires.Add(-10*time.Second))) {
		return nil
	}
	execMu.Lock()
	defer execMu.Unlock()
	apiVersion := e.cfg.APIVersion
	if apiVersion == "" {
		apiVersion = "client.authentication.k8s.io/v1"
	}
	in := execCredential{APIVersion: apiVersion, Kind: "ExecCredential"}
	if e.cfg.ProvideClusterInfo {
		in.Spec.Cluster = &struct {
			Server                   string `json:"server"`
			CertificateAuthorityData []byte `json:"certificate-authority-data,omitempty"`
		}{e.server, e.caData}
	}
	info, _ := json.Marshal(in)
	ctx, cancel := context.WithTimeout(ctx, time.Minute)
	defer cancel()
	cmd := exec.CommandContext(ctx, e.cfg.Command, e.cfg.Args...)
	cmd.Env = append(os.Environ(), "KUBERNETES_EXEC_INFO="+string(info))
	for _, kv := range e.cfg.Env {
		cmd.Env = append(cmd.Env, kv.Name+"="+kv.Value)
	}
	var stderr bytes.Buffer
	cmd.Stderr = &stderr
	out, err := cmd.Output()
	if err != nil {
		return fmt.Errorf("the kubeconfig's credential plugin %s: %v: %s", e.cfg.Command, err, strings.TrimSpace(stderr.String()))
	}
	var cred execCredential
	if err := json.Unmarshal(out, &cred); err != nil || cred.Status == nil {
		return fmt.Errorf("the kubeconfig's credential plugin %s printed no ExecCredential with a status", e.cfg.Command)
	}
	e.tok, e.cert, e.expires = cred.Status.Token, nil, time.Time{}
	if cred.Status.ClientCertificateData != "" {
		cert, err := tls.X509KeyPair([]byte(cred.Status.ClientCertificateData), []byte(cred.Status.ClientKeyData))
		if err != nil {
			return fmt.Errorf("the kubeconfig's credential plugin %s: its certificate: %v", e.cfg.Command, err)
		}
		e.cert = &cert
	}
	if t := cred.Status.ExpirationTimestamp; t != nil {
		e.expires = *t
	}
	e.fetched = true
	return nil
}
