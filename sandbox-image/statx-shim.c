/*
 * statx-shim: preloaded in every process of the sbx sandbox image
 * (/etc/ld.so.preload). The runsc (gVisor) that Debian bookworm ships,
 * 0.0~20221219, answers EINVAL to statx with AT_NO_AUTOMOUNT, which
 * coreutils passes on every path: ls -l, stat and friends fail with
 * "Invalid argument". On that answer the call is made again without the
 * flag, which only keeps an automount from being triggered; a container
 * has none. Under runc, and under a runsc that takes the flag, the first
 * call succeeds and nothing changes.
 */
#define _GNU_SOURCE
#include <errno.h>
#include <fcntl.h>
#include <sys/stat.h>
#include <sys/syscall.h>
#include <unistd.h>

int statx(int dirfd, const char *path, int flags, unsigned int mask, struct statx *buf)
{
	long r = syscall(SYS_statx, dirfd, path, flags, mask, buf);
	if (r < 0 && errno == EINVAL && (flags & AT_NO_AUTOMOUNT))
		r = syscall(SYS_statx, dirfd, path, flags & ~AT_NO_AUTOMOUNT, mask, buf);
	return r;
}
