/*
 * Force-included (-include) when compiling liblzma for WASI preview 1.
 * mythread.h blocks signals around its (here: absent) threads with
 * sigprocmask, which wasi-libc 0.0~git20220510 declares (with
 * _WASI_EMULATED_SIGNAL) but does not implement. Without threads there is
 * nothing to block.
 */
#ifndef SBX_XZ_WASI_H
#define SBX_XZ_WASI_H

#include <signal.h>

#define sigprocmask(how, set, oset) ((void)(how), (void)(set), (void)(oset), 0)

#endif
