/* <setjmp.h> for FreeType in the imaging guest. wasi-libc has none:
 * WebAssembly without exception handling (wazero runs none) cannot unwind
 * the stack. FreeType's rasterizer no longer needs it
 * (patches/freetype-raster-no-longjmp.patch); what is left are the
 * validators of font tables, which leave a table found invalid with
 * longjmp. Here setjmp returns 0, and such a longjmp ends the guest with a
 * message, as a C++ throw does (cxa_abort.c). */
#ifndef SBX_SETJMP_H
#define SBX_SETJMP_H

#include <stdio.h>
#include <stdlib.h>

typedef int jmp_buf[1];

#define setjmp(env) ((void)(env), 0)
#define longjmp(env, val) \
	((void)(env), (void)(val), fputs("fatal: FreeType found an invalid font table\n", stderr), abort())

#endif
