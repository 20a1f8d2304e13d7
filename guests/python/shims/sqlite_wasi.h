/*
 * Force-included (-include) when compiling the SQLite amalgamation for WASI
 * preview 1 with wasi-libc 0.0~git20220510, which declares but does not
 * implement these functions.
 *
 * The guest is a single process with no threads, so POSIX advisory record
 * locks always succeed: F_GETLK reports "unlocked", F_SETLK/F_SETLKW do
 * nothing. Ownership and permission changes are no-ops.
 */
#ifndef SBX_SQLITE_WASI_H
#define SBX_SQLITE_WASI_H

#include <errno.h>
#include <fcntl.h>
#include <stdarg.h>
#include <sys/stat.h>
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

static int sbx_fcntl(int fd, int cmd, ...) {
	va_list ap;
	va_start(ap, cmd);
	if (cmd == F_GETLK || cmd == F_SETLK || cmd == F_SETLKW) {
		struct flock *lk = va_arg(ap, struct flock *);
		va_end(ap);
		if (cmd == F_GETLK)
			lk->l_type = F_UNLCK;
		return 0;
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
