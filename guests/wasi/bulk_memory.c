/* memcpy, memmove and memset for the guests, in place of wasi-libc's.
 *
 * Debian 12's wasi-libc (0.0~git20220510) was built for the baseline
 * WebAssembly CPU: its memcpy and memset are byte and word loops, ten times
 * slower than native on large copies. These use memory.copy and
 * memory.fill (bulk memory) from 64 bytes up and a plain loop below: wazero
 * makes each of those instructions a call into Go's memmove (memory.fill
 * several, doubling the filled part), which costs more than the loop on a
 * short string. The rest of the guest is compiled for the baseline CPU, so
 * every copy and fill whose size is not a small constant is a call here.
 * Linked ahead of libc.a, these definitions replace its own.
 *
 * Only this file is compiled with -mbulk-memory; no_builtin keeps the loops
 * loops (clang would otherwise make them memory.copy again). */
#include <stddef.h>
#include <stdint.h>

#ifndef __wasm_bulk_memory__
#error "compile with -mbulk-memory"
#endif

#define BULK_THRESHOLD 64

__attribute__((no_builtin)) static void copy_forward(unsigned char *d, const unsigned char *s, size_t n) {
	for (; n >= 8; n -= 8, d += 8, s += 8) {
		uint64_t w;
		__builtin_memcpy(&w, s, 8);
		__builtin_memcpy(d, &w, 8);
	}
	for (; n; n--) *d++ = *s++;
}

__attribute__((no_builtin)) static void copy_backward(unsigned char *d, const unsigned char *s, size_t n) {
	d += n, s += n;
	for (; n >= 8; n -= 8) {
		uint64_t w;
		d -= 8, s -= 8;
		__builtin_memcpy(&w, s, 8);
		__builtin_memcpy(d, &w, 8);
	}
	for (; n; n--) *--d = *--s;
}

void *memcpy(void *restrict dst, const void *restrict src, size_t n) {
	if (n >= BULK_THRESHOLD) return __builtin_memcpy(dst, src, n);
	copy_forward(dst, src, n);
	return dst;
}

void *memmove(void *dst, const void *src, size_t n) {
	if (n >= BULK_THRESHOLD) return __builtin_memmove(dst, src, n);
	if ((uintptr_t)dst - (uintptr_t)src >= n) copy_forward(dst, src, n);
	else copy_backward(dst, src, n);
	return dst;
}

__attribute__((no_builtin)) void *memset(void *dst, int c, size_t n) {
	if (n >= BULK_THRESHOLD) return __builtin_memset(dst, c, n);
	unsigned char *d = dst;
	uint64_t w = 0x0101010101010101ull * (unsigned char)c;
	for (; n >= 8; n -= 8, d += 8) __builtin_memcpy(d, &w, 8);
	for (; n; n--) *d++ = (unsigned char)c;
	return dst;
}
