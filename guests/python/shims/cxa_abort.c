/*
 * cxa_abort.c: the two C++ ABI entry points a `throw` compiles to, for the
 * data guest. bookworm's libc++abi for wasm32 is built without exception
 * support and wazero runs no WebAssembly exception handling, so C++ code
 * (pandas' window aggregations, through libc++) is compiled without
 * -fwasm-exceptions: its catch blocks are never reached and a throw ends the
 * instance here, after saying so on stderr.
 */
#include <stdio.h>
#include <stdlib.h>

void *__cxa_allocate_exception(size_t size) {
	void *p = malloc(size);
	if (p == NULL)
		abort();
	return p;
}

void __cxa_throw(void *obj, void *type, void (*dest)(void *)) {
	(void)obj;
	(void)type;
	(void)dest;
	fputs("fatal: a C++ exception was thrown; the data guest cannot catch C++ exceptions\n", stderr);
	fflush(stderr);
	abort();
}
