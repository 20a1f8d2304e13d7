/*
 * sbx_awk.c: mawk as a WASI preview 1 reactor that implements the process
 * half of guests/ABI.md. sbx_main runs mawk's own main() with the WASI
 * argv (awk 'PROGRAM' FILE..., awk -f PROG.awk -F: -v x=1 ...) and returns
 * its exit status. The awk guest has no kernel mode: sbx_init and sbx_exec
 * exist for the ABI and refuse.
 *
 * Running other programs (system(), "cmd" | getline, print | "cmd") needs
 * processes the sandbox does not have: configure finds no pipes, so mawk
 * refuses them as on systems without, and patches/mawk-wasi.patch words
 * those errors for the sandbox.
 */
#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <wasi/api.h>

#define SBX_EXPORT(name) __attribute__((export_name(name)))

int mawk_main(int argc, char **argv); /* mawk's main.c, renamed */

SBX_EXPORT("sbx_init")
int sbx_init(void)
{
    fprintf(stderr, "awk: the awk guest runs only as a process (sbx_main)\n");
    fflush(stderr);
    return 1;
}

SBX_EXPORT("sbx_exec")
int sbx_exec(char *code, int len)
{
    (void) code;
    (void) len;
    return sbx_init();
}

SBX_EXPORT("sbx_main")
int sbx_main(void)
{
    __wasi_size_t argc = 0, size = 0;
    char **argv;
    char *buf;
    static char *self[] = { "awk", NULL };
    int status;

    if (__wasi_args_sizes_get(&argc, &size) != 0 || argc < 1
        || !(argv = calloc(argc + 1, sizeof *argv)) || !(buf = malloc(size))
        || __wasi_args_get((uint8_t **) argv, (uint8_t *) buf) != 0) {
        argc = 1;
        argv = self;
    }
    /* wasi-libc starts every instance in "/": enter $PWD, or /workspace */
    const char *pwd = getenv("PWD");
    if (pwd == NULL || *pwd == '\0' || chdir(pwd) != 0)
        (void) chdir("/workspace");
    status = mawk_main((int) argc, argv);
    fflush(stdout);
    fflush(stderr);
    return status;
}
