/*
 * Force-included (-include) when compiling the SQLite amalgamation for WASI
 * preview 1 with wasi-libc 0.0~git20220510, which declares but does not
 * implement these functions.
 *
 * SQLite uses its "unix" VFS (SQLITE_DEFAULT_UNIX_VFS in build.sh): POSIX
 * advisory record locks, shared readers and one writer as with the rollback
 * journal. WASI has no locks, so F_GETLK and F_SETLK(W) go to the host
 * through the one call on a descriptor that carries enough: futimens with
 * SBX_LOCK_MAGIC as its access time and the request packed into the
 * modification time (guests/ABI.md, "File locks"). The host holds the
 * locks for this interpreter and releases them when it ends, however it
 * ends. EAGAIN means another interpreter holds a conflicting lock; on a
 * file whose host keeps no locks (EINVAL), every lock is granted, as for a
 * single process. Ownership and permission changes are no-ops.
 */
#ifndef SBX_SQLITE_WASI_H
#define SBX_SQLITE_WASI_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <sys/stat.h>
#include <time.h>
#include <sys/types.h>
#include <unistd.h>

/* wasi-libc defines struct flock but none of the lock commands. */
#ifndef F_GETLK
#define F_GETLK 5
#define F_SETLK 6
#define F_SETLKW 7
#endif
#ifndef F_RDLCK
#define F_RDLCK 0
#define F_WRLCK 1
#define F_UNLCK 2
#endif

static int sbx_fchmod(int fd, mode_t mode) { (void)fd; (void)mode; return 0; }
static int sbx_fchown(int fd, uid_t uid, gid_t gid) { (void)fd; (void)uid; (void)gid; return 0; }
static uid_t sbx_geteuid(void) { return 0; }

#define SBX_LOCK_MAGIC 18000000000123456789ULL

/* sbx_lock asks the host for a POSIX record lock on fd (see above). */
static int sbx_lock(int fd, int cmd, struct flock *lk) {
	unsigned long long req;
	struct timespec ts[2];
	if (lk->l_whence != SEEK_SET || lk->l_start < 0 || lk->l_start > 0xffffffffLL ||
	    lk->l_len < 0 || lk->l_len > 0xffff || lk->l_type < F_RDLCK || lk->l_type > F_UNLCK) {
		errno = EINVAL;
		return -1;
	}
	req = (unsigned long long)((cmd == F_GETLK ? 1 : 2) * 4 + lk->l_type) << 48 |
	      (unsigned long long)lk->l_len << 32 | (unsigned long long)lk->l_start;
	ts[0].tv_sec = SBX_LOCK_MAGIC / 1000000000ULL;
	ts[0].tv_nsec = SBX_LOCK_MAGIC % 1000000000ULL;
	ts[1].tv_sec = req / 1000000000ULL;
	ts[1].tv_nsec = req % 1000000000ULL;
	if (futimens(fd, ts) == 0) {
		if (cmd == F_GETLK)
			lk->l_type = F_UNLCK;
		return 0;
	}
	if (errno == EAGAIN) {
		if (cmd != F_GETLK)
			return -1;
		lk->l_type = F_WRLCK;
		return 0;
	}
	if (cmd == F_GETLK)
		lk->l_type = F_UNLCK;
	return 0;
}

static int sbx_fcntl(int fd, int cmd, ...) {
	va_list ap;
	va_start(ap, cmd);
	if (cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW) {
		struct flock *lk = va_arg(ap, struct flock *);
		va_end(ap);
		return sbx_lock(fd, cmd, lk);
	}
	int arg = va_arg(ap, int);
	va_end(ap);
	return fcntl(fd, cmd, arg);
}

#define fchmod sbx_fchmod
#define fchown sbx_fchown
#define geteuid sbx_geteuid
#define fcntl sbx_fcntl

#endif
