package tiers

import (
	"github.com/sbx-sandbox/sbx/fallback/docker"
	"github.com/sbx-sandbox/sbx/fallback/ostier"
)

// WithImage makes the Docker provider of Detect, Best and Open run image
// (see docker.ParseImage), pulling it when it is missing only if pull is set.
func WithImage(image string, pull bool) Option {
	return func(o *options) { o.docker.Image, o.docker.Pull = image, pull }
}

// WithPython makes the os provider of Detect, Best and Open run python as
// the sandboxes' python3 (a virtual environment's, say).
func WithPython(python string) Option {
	return func(o *options) { o.os.Python = python }
}

// WithOSSpares makes the os provider of Detect, Best and Open keep at
// most n sandboxes made ahead, of at most memory bytes of idle memory in
// all (see ostier.OSOptions.Spares).
func WithOSSpares(n int, memory int64) Option {
	return func(o *options) { o.os.Spares, o.os.SpareMemory = n, memory }
}

// Option configures the providers Detect, Best and Open make.
type Option func(*options)

// options are the providers' settings that Options set.
type options struct {
	docker docker.DockerOptions
	os     ostier.OSOptions
}

// apply applies opts to the default options.
func apply(opts []Option) options {
	var o options
	for _, opt := range opts {
		opt(&o)
	}
	return o
}

// dockerOptions are the Docker provider's options in opts.
func dockerOptions(opts []Option) docker.DockerOptions { return apply(opts).docker }

// osOptions are the os provider's options in opts.
func osOptions(opts []Option) ostier.OSOptions { return apply(opts).os }
