/*
 * sbx_js.c - the sbx guest ABI (guests/ABI.md) on top of the QuickJS engine.
 *
 * Exports: sbx_init, sbx_exec, sbx_main, sbx_interrupt (plus malloc, free,
 * memory and __stack_pointer from the link line). Everything that is easier to write in
 * JavaScript (console, inspect, process, fs, path, timers, require, module
 * resolution) lives in prelude.js; this file provides the engine setup, the
 * event loop, the module loader hooks and the system-call natives the
 * prelude builds on.
 */
#include <dirent.h>
#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>
#include <wasi/api.h>

#include "quickjs.h"

#include "prelude.h"   /* generated: sbx_prelude_bc[], prelude.js as bytecode, and sbx_intl_data[] */

#if !defined(SBX_STACK_SIZE) || !defined(SBX_JS_STACK_LIMIT)
#error "SBX_STACK_SIZE (the linker's -z stack-size) and SBX_JS_STACK_LIMIT must be defined"
#endif
/*
 * QuickJS throws "InternalError: stack overflow" once its C recursion has used
 * SBX_JS_STACK_LIMIT bytes of the shadow stack. The limit is well below the
 * shadow stack itself because the binding constraint is the host's native
 * stack: wazero's compiler gives each wasm frame its own native frame
 * (JS_CallInternal's is several KiB, about 20 times its shadow-stack use) and
 * stops at a fixed ceiling with a trap. The limit keeps every recursion
 * pattern we measured below that ceiling with a wide margin.
 */
_Static_assert(SBX_JS_STACK_LIMIT + 1024 * 1024 <= SBX_STACK_SIZE,
               "keep at least 1 MiB of shadow stack above QuickJS's limit");
#ifndef SBX_QUICKJS_VERSION
#error "SBX_QUICKJS_VERSION must be defined"
#endif

#define SBX_EXPORT(name) __attribute__((export_name(name)))

static JSRuntime *rt;
static JSContext *ctx;
static JSValue hooks = JS_UNDEFINED;   /* object returned by the prelude */

/* process.exit(): the native sets these and throws an uncatchable error;
   the loop notices the flag, drops queued work and returns the status. */
static int exiting;
static int exit_status;

/* sbx_interrupt(): set by the host while a cell runs, taken by the next
   check, which ends the cell's job with an uncatchable InternalError:
   QuickJS's interrupt handler while JavaScript runs, the event loop while
   it waits for a timer. */
static volatile int interrupt_requested;

static int take_interrupt(void)
{
    int r = interrupt_requested;
    interrupt_requested = 0;
    return r;
}

/* unhandled promise rejections seen since the last check */
typedef struct {
    JSValue promise;
    JSValue reason;
} Rejection;
static Rejection *rejections;
static int n_rejections, cap_rejections;

static struct timespec t0;

/* ------------------------------------------------------------------ */
/* output                                                              */

static void write_all(int fd, const char *p, size_t n)
{
    FILE *f = fd == 2 ? stderr : stdout;
    fwrite(p, 1, n, f);
}

static void flush_all(void)
{
    fflush(stdout);
    fflush(stderr);
}

/* ------------------------------------------------------------------ */
/* helpers                                                             */

static JSValue throw_exit(JSContext *c)
{
    JSValue e;
    JS_ThrowInternalError(c, "process.exit() called");
    e = JS_GetException(c);
    JS_SetUncatchableError(c, e, 1);
    return JS_Throw(c, e);
}

static const struct {
    int err;
    const char *code;
    int uv;
    const char *msg;
} errnames[] = {
    { ENOENT, "ENOENT", -2, "no such file or directory" },
    { EEXIST, "EEXIST", -17, "file already exists" },
    { ENOTDIR, "ENOTDIR", -20, "not a directory" },
    { EISDIR, "EISDIR", -21, "illegal operation on a directory" },
    { EACCES, "EACCES", -13, "permission denied" },
    { EPERM, "EPERM", -1, "operation not permitted" },
    { ENOTEMPTY, "ENOTEMPTY", -39, "directory not empty" },
    { EBADF, "EBADF", -9, "bad file descriptor" },
    { EINVAL, "EINVAL", -22, "invalid argument" },
    { ENOSPC, "ENOSPC", -28, "no space left on device" },
    { EROFS, "EROFS", -30, "read-only file system" },
    { ENAMETOOLONG, "ENAMETOOLONG", -36, "name too long" },
    { ELOOP, "ELOOP", -40, "too many symbolic links encountered" },
    { EXDEV, "EXDEV", -18, "cross-device link not permitted" },
    { EIO, "EIO", -5, "i/o error" },
    { EMFILE, "EMFILE", -24, "too many open files" },
    { ENOTSUP, "ENOTSUP", -95, "operation not supported on socket" },
    { ENOSYS, "ENOSYS", -38, "function not implemented" },
    { EFBIG, "EFBIG", -27, "file too large" },
    { ENOMEM, "ENOMEM", -12, "not enough memory" },
    { EBUSY, "EBUSY", -16, "resource busy or locked" },
    { ENOTCAPABLE, "EPERM", -1, "operation not permitted" },
};

/* Throw a node-like system error: "ENOENT: no such file or directory, open 'x'"
   with .errno, .code, .syscall and .path. */
static JSValue throw_errno(JSContext *c, int err, const char *syscall,
                           const char *path, const char *dest)
{
    char buf[1200];
    const char *code = "EIO", *msg = strerror(err);
    int uv = -err;
    size_t i;
    JSValue e;

    for (i = 0; i < sizeof(errnames) / sizeof(errnames[0]); i++) {
        if (errnames[i].err == err) {
            code = errnames[i].code;
            uv = errnames[i].uv;
            msg = errnames[i].msg;
            break;
        }
    }
    if (path && dest)
        snprintf(buf, sizeof(buf), "%s: %s, %s '%s' -> '%s'", code, msg, syscall, path, dest);
    else if (path)
        snprintf(buf, sizeof(buf), "%s: %s, %s '%s'", code, msg, syscall, path);
    else
        snprintf(buf, sizeof(buf), "%s: %s, %s", code, msg, syscall);
    e = JS_NewError(c);
    JS_DefinePropertyValueStr(c, e, "message", JS_NewString(c, buf),
                              JS_PROP_WRITABLE | JS_PROP_CONFIGURABLE);
    JS_SetPropertyStr(c, e, "errno", JS_NewInt32(c, uv));
    JS_SetPropertyStr(c, e, "code", JS_NewString(c, code));
    JS_SetPropertyStr(c, e, "syscall", JS_NewString(c, syscall));
    if (path)
        JS_SetPropertyStr(c, e, "path", JS_NewString(c, path));
    if (dest)
        JS_SetPropertyStr(c, e, "dest", JS_NewString(c, dest));
    return JS_Throw(c, e);
}

/* Bytes of a string (UTF-8), ArrayBuffer, typed array or DataView.
   *tofree is set when the result must be released with JS_FreeCString. */
static const uint8_t *get_bytes(JSContext *c, JSValueConst v, size_t *len,
                                const char **tofree, JSValue *hold)
{
    size_t off, n, bpe;
    uint8_t *p;
    JSValue ab;

    *tofree = NULL;
    *hold = JS_UNDEFINED;
    if (JS_IsString(v)) {
        const char *s = JS_ToCStringLen(c, len, v);
        *tofree = s;
        return (const uint8_t *)s;
    }
    if (JS_IsObject(v)) {
        p = JS_GetArrayBuffer(c, &n, v);
        if (p) {
            *len = n;
            return p;
        }
        JS_FreeValue(c, JS_GetException(c));
        ab = JS_GetTypedArrayBuffer(c, v, &off, &n, &bpe);
        if (!JS_IsException(ab)) {
            size_t abn;
            p = JS_GetArrayBuffer(c, &abn, ab);
            *hold = ab;
            if (!p)
                return NULL;
            *len = n;
            return p + off;
        }
        JS_FreeValue(c, JS_GetException(c));
        {
            /* DataView */
            JSValue buf = JS_GetPropertyStr(c, v, "buffer");
            JSValue bo = JS_GetPropertyStr(c, v, "byteOffset");
            JSValue bl = JS_GetPropertyStr(c, v, "byteLength");
            int64_t o64 = 0, l64 = 0;
            if (JS_IsObject(buf) && !JS_ToInt64(c, &o64, bo) && !JS_ToInt64(c, &l64, bl)) {
                size_t abn;
                p = JS_GetArrayBuffer(c, &abn, buf);
                JS_FreeValue(c, bo);
                JS_FreeValue(c, bl);
                if (p && o64 >= 0 && l64 >= 0 && (size_t)(o64 + l64) <= abn) {
                    *hold = buf;
                    *len = (size_t)l64;
                    return p + o64;
                }
                JS_FreeValue(c, buf);
                JS_FreeValue(c, JS_GetException(c));
            } else {
                JS_FreeValue(c, buf);
                JS_FreeValue(c, bo);
                JS_FreeValue(c, bl);
            }
        }
    }
    JS_ThrowTypeError(c, "expected a string, ArrayBuffer, TypedArray or DataView");
    return NULL;
}

static void release_bytes(JSContext *c, const char *tofree, JSValue hold)
{
    if (tofree)
        JS_FreeCString(c, tofree);
    JS_FreeValue(c, hold);
}

static double now_ms(void)
{
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)(ts.tv_sec - t0.tv_sec) * 1e3 + (double)(ts.tv_nsec - t0.tv_nsec) / 1e6;
}

static void sleep_ms(double ms)
{
    struct timespec ts;
    if (ms <= 0)
        return;
    if (ms > 1e9)
        ms = 1e9;
    ts.tv_sec = (time_t)(ms / 1000);
    ts.tv_nsec = (long)((ms - (double)ts.tv_sec * 1000) * 1e6);
    nanosleep(&ts, NULL);
}

/* ------------------------------------------------------------------ */
/* natives used by the prelude                                         */

static JSValue n_write(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    int fd;
    size_t len;
    const char *tofree;
    JSValue hold;
    const uint8_t *p;

    if (exiting)
        return throw_exit(c);
    if (JS_ToInt32(c, &fd, argv[0]))
        return JS_EXCEPTION;
    if (fd != 1 && fd != 2)
        return throw_errno(c, EBADF, "write", NULL, NULL);
    p = get_bytes(c, argv[1], &len, &tofree, &hold);
    if (!p)
        return JS_EXCEPTION;
    write_all(fd, (const char *)p, len);
    release_bytes(c, tofree, hold);
    return JS_UNDEFINED;
}

static JSValue n_readFile(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    const char *path = NULL;
    int fd, own = 0;
    uint8_t *buf = NULL;
    size_t len = 0, cap = 0;
    ssize_t r;
    JSValue ret;

    if (exiting)
        return throw_exit(c);
    if (JS_IsNumber(argv[0])) {
        if (JS_ToInt32(c, &fd, argv[0]))
            return JS_EXCEPTION;
        if (fd == 0)
            fflush(stdout);
    } else {
        path = JS_ToCString(c, argv[0]);
        if (!path)
            return JS_EXCEPTION;
        fd = open(path, O_RDONLY);
        if (fd < 0) {
            ret = throw_errno(c, errno, "open", path, NULL);
            JS_FreeCString(c, path);
            return ret;
        }
        own = 1;
        {
            struct stat st;
            if (fstat(fd, &st) == 0) {
                if (S_ISDIR(st.st_mode)) {
                    close(fd);
                    ret = throw_errno(c, EISDIR, "read", NULL, NULL);
                    JS_FreeCString(c, path);
                    return ret;
                }
                if (st.st_size > 0)
                    cap = (size_t)st.st_size + 1;
            }
        }
    }
    if (cap < 4096)
        cap = 4096;
    buf = malloc(cap);
    if (!buf)
        goto oom;
    for (;;) {
        if (len == cap) {
            uint8_t *nb = realloc(buf, cap * 2);
            if (!nb)
                goto oom;
            buf = nb;
            cap *= 2;
        }
        r = read(fd, buf + len, cap - len);
        if (r < 0) {
            if (errno == EINTR)
                continue;
            ret = throw_errno(c, errno, "read", NULL, NULL);
            goto done;
        }
        if (r == 0)
            break;
        len += (size_t)r;
    }
    ret = JS_NewArrayBufferCopy(c, buf, len);
 done:
    free(buf);
    if (own)
        close(fd);
    if (path)
        JS_FreeCString(c, path);
    return ret;
 oom:
    free(buf);
    if (own)
        close(fd);
    if (path)
        JS_FreeCString(c, path);
    return JS_ThrowOutOfMemory(c);
}

static JSValue n_writeFile(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    const char *path, *tofree;
    JSValue hold, ret = JS_UNDEFINED;
    const uint8_t *p;
    size_t len, off = 0;
    int fd, how; /* 1: append, not truncate; 2: exclusive create */

    if (exiting)
        return throw_exit(c);
    if (JS_ToInt32(c, &how, argv[2]))
        return JS_EXCEPTION;
    path = JS_ToCString(c, argv[0]);
    if (!path)
        return JS_EXCEPTION;
    p = get_bytes(c, argv[1], &len, &tofree, &hold);
    if (!p) {
        JS_FreeCString(c, path);
        return JS_EXCEPTION;
    }
    fd = open(path, O_WRONLY | O_CREAT | (how & 1 ? O_APPEND : O_TRUNC) | (how & 2 ? O_EXCL : 0), 0666);
    if (fd < 0) {
        ret = throw_errno(c, errno, "open", path, NULL);
    } else {
        while (off < len) {
            ssize_t r = write(fd, p + off, len - off);
            if (r < 0) {
                if (errno == EINTR)
                    continue;
                ret = throw_errno(c, errno, "write", NULL, NULL);
                break;
            }
            off += (size_t)r;
        }
        close(fd);
    }
    release_bytes(c, tofree, hold);
    JS_FreeCString(c, path);
    return ret;
}

static double ts_ms(struct timespec ts)
{
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static JSValue n_stat(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    const char *path, *type;
    struct stat st;
    int r, nofollow = JS_ToBool(c, argv[1]);
    JSValue o;

    if (exiting)
        return throw_exit(c);
    path = JS_ToCString(c, argv[0]);
    if (!path)
        return JS_EXCEPTION;
    r = nofollow ? lstat(path, &st) : stat(path, &st);
    if (r < 0) {
        o = throw_errno(c, errno, nofollow ? "lstat" : "stat", path, NULL);
        JS_FreeCString(c, path);
        return o;
    }
    JS_FreeCString(c, path);
    if (S_ISREG(st.st_mode))
        type = "file";
    else if (S_ISDIR(st.st_mode))
        type = "directory";
    else if (S_ISLNK(st.st_mode))
        type = "symlink";
    else
        type = "other";
    o = JS_NewObject(c);
    JS_SetPropertyStr(c, o, "type", JS_NewString(c, type));
    JS_SetPropertyStr(c, o, "dev", JS_NewFloat64(c, (double)st.st_dev));
    JS_SetPropertyStr(c, o, "ino", JS_NewFloat64(c, (double)st.st_ino));
    JS_SetPropertyStr(c, o, "mode", JS_NewInt32(c, (int32_t)st.st_mode));
    JS_SetPropertyStr(c, o, "nlink", JS_NewFloat64(c, (double)st.st_nlink));
    JS_SetPropertyStr(c, o, "size", JS_NewFloat64(c, (double)st.st_size));
    JS_SetPropertyStr(c, o, "atimeMs", JS_NewFloat64(c, ts_ms(st.st_atim)));
    JS_SetPropertyStr(c, o, "mtimeMs", JS_NewFloat64(c, ts_ms(st.st_mtim)));
    JS_SetPropertyStr(c, o, "ctimeMs", JS_NewFloat64(c, ts_ms(st.st_ctim)));
    return o;
}

static JSValue n_readdir(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    const char *path;
    DIR *d;
    struct dirent *e;
    JSValue arr;
    uint32_t i = 0;

    if (exiting)
        return throw_exit(c);
    path = JS_ToCString(c, argv[0]);
    if (!path)
        return JS_EXCEPTION;
    d = opendir(path);
    if (!d) {
        arr = throw_errno(c, errno, "scandir", path, NULL);
        JS_FreeCString(c, path);
        return arr;
    }
    JS_FreeCString(c, path);
    arr = JS_NewArray(c);
    while ((e = readdir(d)) != NULL) {
        const char *t;
        JSValue pair;
        if (!strcmp(e->d_name, ".") || !strcmp(e->d_name, ".."))
            continue;
        switch (e->d_type) {
        case DT_REG: t = "file"; break;
        case DT_DIR: t = "directory"; break;
        case DT_LNK: t = "symlink"; break;
        case DT_UNKNOWN: t = "unknown"; break;
        default: t = "other"; break;
        }
        pair = JS_NewArray(c);
        JS_SetPropertyUint32(c, pair, 0, JS_NewString(c, e->d_name));
        JS_SetPropertyUint32(c, pair, 1, JS_NewString(c, t));
        JS_SetPropertyUint32(c, arr, i++, pair);
    }
    closedir(d);
    return arr;
}

/* magic: 0 mkdir, 1 rmdir, 2 unlink, 3 chdir */
static JSValue n_pathop(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv, int magic)
{
    static const char *names[] = { "mkdir", "rmdir", "unlink", "chdir" };
    const char *path;
    int r;
    JSValue ret = JS_UNDEFINED;

    if (exiting)
        return throw_exit(c);
    path = JS_ToCString(c, argv[0]);
    if (!path)
        return JS_EXCEPTION;
    switch (magic) {
    case 0: r = mkdir(path, 0777); break;
    case 1: r = rmdir(path); break;
    case 2: r = unlink(path); break;
    default: r = chdir(path); break;
    }
    if (r < 0)
        ret = throw_errno(c, errno, names[magic], path, NULL);
    JS_FreeCString(c, path);
    return ret;
}

static JSValue n_rename(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    const char *a, *b;
    JSValue ret = JS_UNDEFINED;

    if (exiting)
        return throw_exit(c);
    a = JS_ToCString(c, argv[0]);
    if (!a)
        return JS_EXCEPTION;
    b = JS_ToCString(c, argv[1]);
    if (!b) {
        JS_FreeCString(c, a);
        return JS_EXCEPTION;
    }
    if (rename(a, b) < 0)
        ret = throw_errno(c, errno, "rename", a, b);
    JS_FreeCString(c, a);
    JS_FreeCString(c, b);
    return ret;
}

static JSValue n_cwd(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    char buf[4096];
    if (!getcwd(buf, sizeof(buf)))
        return JS_NewString(c, "/");
    return JS_NewString(c, buf);
}

static JSValue n_now(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    return JS_NewFloat64(c, now_ms());
}

static JSValue n_exit(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    int code = 0;
    if (exiting)
        return throw_exit(c);
    if (argc > 0 && JS_ToInt32(c, &code, argv[0]))
        return JS_EXCEPTION;
    exiting = 1;
    exit_status = code & 0xff;
    return throw_exit(c);
}

static JSValue n_utf8Encode(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    size_t len;
    const char *s = JS_ToCStringLen(c, &len, argv[0]);
    JSValue ab;
    if (!s)
        return JS_EXCEPTION;
    ab = JS_NewArrayBufferCopy(c, (const uint8_t *)s, len);
    JS_FreeCString(c, s);
    return ab;
}

static JSValue n_utf8Decode(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    size_t len;
    const char *tofree;
    JSValue hold, s;
    const uint8_t *p = get_bytes(c, argv[0], &len, &tofree, &hold);
    if (!p)
        return JS_EXCEPTION;
    s = JS_NewStringLen(c, (const char *)p, len);
    release_bytes(c, tofree, hold);
    return s;
}

/* evalScript(src, filename): run src as a global script, return its value */
static JSValue n_evalScript(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    size_t len;
    const char *src, *name;
    JSValue r;

    src = JS_ToCStringLen(c, &len, argv[0]);
    if (!src)
        return JS_EXCEPTION;
    name = JS_ToCString(c, argv[1]);
    if (!name) {
        JS_FreeCString(c, src);
        return JS_EXCEPTION;
    }
    r = JS_Eval(c, src, len, name, JS_EVAL_TYPE_GLOBAL);
    JS_FreeCString(c, src);
    JS_FreeCString(c, name);
    return r;
}

static int set_import_meta(JSContext *c, JSValueConst mod, const char *name, int is_main)
{
    JSModuleDef *m = JS_VALUE_GET_PTR(mod);
    JSValue meta, fn, args[3], r;

    meta = JS_GetImportMeta(c, m);
    if (JS_IsException(meta))
        return -1;
    fn = JS_GetPropertyStr(c, hooks, "importMeta");
    args[0] = meta;
    args[1] = JS_NewString(c, name);
    args[2] = JS_NewBool(c, is_main);
    r = JS_Call(c, fn, JS_UNDEFINED, 3, args);
    JS_FreeValue(c, fn);
    JS_FreeValue(c, args[1]);
    JS_FreeValue(c, meta);
    if (JS_IsException(r))
        return -1;
    JS_FreeValue(c, r);
    return 0;
}

/* evalModule(src, filename, isMain): compile and start a module; returns the
   promise of its (possibly asynchronous) evaluation */
static JSValue n_evalModule(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    size_t len;
    const char *src, *name;
    JSValue mod;

    src = JS_ToCStringLen(c, &len, argv[0]);
    if (!src)
        return JS_EXCEPTION;
    name = JS_ToCString(c, argv[1]);
    if (!name) {
        JS_FreeCString(c, src);
        return JS_EXCEPTION;
    }
    mod = JS_Eval(c, src, len, name, JS_EVAL_TYPE_MODULE | JS_EVAL_FLAG_COMPILE_ONLY);
    JS_FreeCString(c, src);
    if (!JS_IsException(mod)) {
        if (set_import_meta(c, mod, name, JS_ToBool(c, argv[2])) < 0) {
            JS_FreeValue(c, mod);
            mod = JS_EXCEPTION;
        } else {
            mod = JS_EvalFunction(c, mod);
        }
    }
    JS_FreeCString(c, name);
    return mod;
}

/* promiseState(p): [state, result], state 0 pending, 1 fulfilled, 2 rejected,
   or undefined when p is not a promise */
static JSValue n_promiseState(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    int st = JS_PromiseState(c, argv[0]);
    JSValue a;
    if (st < 0)
        return JS_UNDEFINED;
    a = JS_NewArray(c);
    JS_SetPropertyUint32(c, a, 0, JS_NewInt32(c, st));
    if (st != JS_PROMISE_PENDING)
        JS_SetPropertyUint32(c, a, 1, JS_PromiseResult(c, argv[0]));
    return a;
}

static JSValue n_randomBytes(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    uint32_t n;
    uint8_t *buf;
    JSValue ab;
    if (JS_ToUint32(c, &n, argv[0]))
        return JS_EXCEPTION;
    if (n > (1u << 30))
        return JS_ThrowRangeError(c, "too many random bytes requested");
    buf = malloc(n ? n : 1);
    if (!buf)
        return JS_ThrowOutOfMemory(c);
    if (n > 0 && __wasi_random_get(buf, n) != 0) {
        free(buf);
        return throw_errno(c, EIO, "random_get", NULL, NULL);
    }
    ab = JS_NewArrayBufferCopy(c, buf, n);
    free(buf);
    return ab;
}

static JSValue n_gc(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    JS_RunGC(JS_GetRuntime(c));
    return JS_UNDEFINED;
}

static JSValue n_memoryUsage(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    JSMemoryUsage u;
    JSValue o = JS_NewObject(c);
    JS_ComputeMemoryUsage(JS_GetRuntime(c), &u);
    JS_SetPropertyStr(c, o, "heapUsed", JS_NewFloat64(c, (double)u.malloc_size));
    JS_SetPropertyStr(c, o, "heapTotal", JS_NewFloat64(c, (double)u.malloc_size));
    JS_SetPropertyStr(c, o, "rss", JS_NewFloat64(c, (double)__builtin_wasm_memory_size(0) * 65536.0));
    return o;
}

/* intlData(): the tables of the prelude's Intl (kernel/intl_data.txt) as
   an ArrayBuffer over the module's own bytes, not a copy */
static JSValue n_intlData(JSContext *c, JSValueConst this_val, int argc, JSValueConst *argv)
{
    return JS_NewArrayBuffer(c, (uint8_t *)sbx_intl_data, sizeof(sbx_intl_data), NULL, NULL, 0);
}

static const JSCFunctionListEntry native_funcs[] = {
    JS_CFUNC_DEF("write", 2, n_write),
    JS_CFUNC_DEF("readFile", 1, n_readFile),
    JS_CFUNC_DEF("writeFile", 3, n_writeFile),
    JS_CFUNC_DEF("stat", 2, n_stat),
    JS_CFUNC_DEF("readdir", 1, n_readdir),
    JS_CFUNC_MAGIC_DEF("mkdir", 1, n_pathop, 0),
    JS_CFUNC_MAGIC_DEF("rmdir", 1, n_pathop, 1),
    JS_CFUNC_MAGIC_DEF("unlink", 1, n_pathop, 2),
    JS_CFUNC_MAGIC_DEF("chdir", 1, n_pathop, 3),
    JS_CFUNC_DEF("rename", 2, n_rename),
    JS_CFUNC_DEF("cwd", 0, n_cwd),
    JS_CFUNC_DEF("now", 0, n_now),
    JS_CFUNC_DEF("exit", 1, n_exit),
    JS_CFUNC_DEF("utf8Encode", 1, n_utf8Encode),
    JS_CFUNC_DEF("utf8Decode", 1, n_utf8Decode),
    JS_CFUNC_DEF("evalScript", 2, n_evalScript),
    JS_CFUNC_DEF("evalModule", 3, n_evalModule),
    JS_CFUNC_DEF("promiseState", 1, n_promiseState),
    JS_CFUNC_DEF("randomBytes", 1, n_randomBytes),
    JS_CFUNC_DEF("gc", 0, n_gc),
    JS_CFUNC_DEF("memoryUsage", 0, n_memoryUsage),
    JS_CFUNC_DEF("intlData", 0, n_intlData),
};

/* ------------------------------------------------------------------ */
/* hooks into the prelude                                              */

/* Call hooks[name](args...). Returns the result (may be JS_EXCEPTION). */
static JSValue call_hook(const char *name, int argc, JSValueConst *argv)
{
    JSValue fn = JS_GetPropertyStr(ctx, hooks, name);
    JSValue r = JS_Call(ctx, fn, JS_UNDEFINED, argc, argv);
    JS_FreeValue(ctx, fn);
    return r;
}

/* Print "Uncaught ..." for a thrown value or rejection reason. */
static void report_uncaught(JSValueConst reason)
{
    JSValue s = call_hook("formatUncaught", 1, &reason);
    const char *str = NULL;
    size_t len = 0;

    if (!JS_IsException(s))
        str = JS_ToCStringLen(ctx, &len, s);
    if (str) {
        write_all(2, str, len);
        write_all(2, "\n", 1);
    } else {
        /* the formatter failed: fall back to the engine's conversion */
        JS_FreeValue(ctx, JS_GetException(ctx));
        str = JS_ToCStringLen(ctx, &len, reason);
        write_all(2, "Uncaught ", 9);
        if (str)
            write_all(2, str, len);
        else {
            JS_FreeValue(ctx, JS_GetException(ctx));
            write_all(2, "exception", 9);
        }
        write_all(2, "\n", 1);
    }
    if (str)
        JS_FreeCString(ctx, str);
    JS_FreeValue(ctx, s);
}

static void report_exception(void)
{
    JSValue e = JS_GetException(ctx);
    report_uncaught(e);
    JS_FreeValue(ctx, e);
}

static void rejection_tracker(JSContext *c, JSValueConst promise, JSValueConst reason,
                              JS_BOOL is_handled, void *opaque)
{
    int i;
    if (!is_handled) {
        if (exiting)
            return;
        if (n_rejections == cap_rejections) {
            int nc = cap_rejections ? cap_rejections * 2 : 8;
            Rejection *nr = realloc(rejections, sizeof(*nr) * nc);
            if (!nr)
                return;
            rejections = nr;
            cap_rejections = nc;
        }
        rejections[n_rejections].promise = JS_DupValue(c, promise);
        rejections[n_rejections].reason = JS_DupValue(c, reason);
        n_rejections++;
    } else {
        for (i = 0; i < n_rejections; i++) {
            if (JS_VALUE_GET_PTR(rejections[i].promise) == JS_VALUE_GET_PTR(promise)) {
                JS_FreeValue(c, rejections[i].promise);
                JS_FreeValue(c, rejections[i].reason);
                rejections[i] = rejections[--n_rejections];
                break;
            }
        }
    }
}

static void clear_rejections(void)
{
    while (n_rejections > 0) {
        n_rejections--;
        JS_FreeValue(ctx, rejections[n_rejections].promise);
        JS_FreeValue(ctx, rejections[n_rejections].reason);
    }
}

static int interrupt_handler(JSRuntime *r, void *opaque)
{
    return exiting || take_interrupt();
}

/* The event loop's own check: report an interrupt that came while no
   JavaScript ran (waiting for a timer) as the engine would. */
static int interrupted_in_loop(void)
{
    if (!take_interrupt())
        return 0;
    JS_ThrowInternalError(ctx, "interrupted");
    report_exception();
    return 1;
}

/* Drop all queued work: promise jobs, timers and recorded rejections. */
static void discard_all(void)
{
    JSValue r;
    int saved = exiting;

    JS_DiscardPendingJobs(rt);
    exiting = 0;   /* the hook must be able to run */
    r = call_hook("clearTimers", 0, NULL);
    if (JS_IsException(r))
        JS_FreeValue(ctx, JS_GetException(ctx));
    JS_FreeValue(ctx, r);
    exiting = saved;
    JS_DiscardPendingJobs(rt);
    clear_rejections();
}

static int same_value(JSValueConst a, JSValueConst b)
{
    if (JS_VALUE_GET_TAG(a) != JS_VALUE_GET_TAG(b))
        return 0;
    if (JS_VALUE_HAS_REF_COUNT(a))
        return JS_VALUE_GET_PTR(a) == JS_VALUE_GET_PTR(b);
    return JS_StrictEq(ctx, a, b);
}

/*
 * Run the event loop until no work is left: promise jobs first, then the
 * earliest timer (sleeping until it is due), like node. `main` is the promise
 * of the evaluated program (or undefined). Returns the exit status.
 */
static int run_loop(JSValueConst main)
{
    JSContext *c1;
    int r, i, status = 0;

    for (;;) {
        if (interrupted_in_loop())
            goto fail;
        /* microtasks */
        for (;;) {
            if (exiting)
                goto do_exit;
            r = JS_ExecutePendingJob(rt, &c1);
            if (r == 0)
                break;
            if (r < 0) {
                if (exiting) {
                    JS_FreeValue(ctx, JS_GetException(ctx));
                    goto do_exit;
                }
                report_exception();
                goto fail;
            }
        }
        /* the program itself failed */
        if (JS_IsObject(main) && JS_PromiseState(ctx, main) == JS_PROMISE_REJECTED) {
            JSValue reason = JS_PromiseResult(ctx, main);
            report_uncaught(reason);
            JS_FreeValue(ctx, reason);
            goto fail;
        }
        /* unhandled rejections (the program's own one is reported above) */
        if (n_rejections > 0) {
            JSValue mreason = JS_UNDEFINED;
            int reported = 0;
            if (JS_IsObject(main) && JS_PromiseState(ctx, main) == JS_PROMISE_REJECTED)
                mreason = JS_PromiseResult(ctx, main);
            for (i = 0; i < n_rejections && !reported; i++) {
                if (JS_VALUE_GET_PTR(rejections[i].promise) == JS_VALUE_GET_PTR(main))
                    continue;
                if (!JS_IsUndefined(mreason) && same_value(rejections[i].reason, mreason))
                    continue;
                report_uncaught(rejections[i].reason);
                reported = 1;
            }
            JS_FreeValue(ctx, mreason);
            if (reported)
                goto fail;
            clear_rejections();
        }
        /* timers */
        {
            JSValue arg = JS_FALSE, t;
            double delay;
            t = call_hook("timer", 1, &arg);
            if (JS_IsException(t)) {
                if (exiting) {
                    JS_FreeValue(ctx, JS_GetException(ctx));
                    goto do_exit;
                }
                report_exception();
                goto fail;
            }
            if (JS_ToFloat64(ctx, &delay, t))
                delay = -1;
            JS_FreeValue(ctx, t);
            if (delay < 0)
                break;
            if (delay > 0) {
                flush_all();
                sleep_ms(delay);
                if (interrupted_in_loop())
                    goto fail;
                /* nothing else can happen before this timer: run it now even
                   if the host's clock is coarse or frozen */
                arg = JS_TRUE;
                t = call_hook("timer", 1, &arg);
                if (JS_IsException(t)) {
                    if (exiting) {
                        JS_FreeValue(ctx, JS_GetException(ctx));
                        goto do_exit;
                    }
                    report_exception();
                    goto fail;
                }
                JS_FreeValue(ctx, t);
            }
        }
    }
    /* no work left */
    if (JS_IsObject(main) && JS_PromiseState(ctx, main) == JS_PROMISE_PENDING) {
        const char *msg = "Warning: Detected unsettled top-level await\n";
        write_all(2, msg, strlen(msg));
        status = 13;
    }
    discard_all();
    return status;
 fail:
    discard_all();
    return 1;
 do_exit:
    discard_all();
    return exit_status;
}

/* Turn the result of starting a program (a value, a promise or an
   exception) into an exit status, running the loop as needed. */
static int finish(JSValue started)
{
    int status;

    if (JS_IsException(started)) {
        if (exiting) {
            JS_FreeValue(ctx, JS_GetException(ctx));
            discard_all();
            status = exit_status;
        } else {
            report_exception();
            discard_all();
            status = 1;
        }
    } else {
        status = run_loop(started);
        JS_FreeValue(ctx, started);
    }
    if (status == 0 && !exiting) {
        /* process.exitCode */
        JSValue v = call_hook("exitCode", 0, NULL);
        int code = 0;
        if (JS_IsException(v))
            JS_FreeValue(ctx, JS_GetException(ctx));
        else if (!JS_IsUndefined(v) && !JS_ToInt32(ctx, &code, v))
            status = code & 0xff;
        JS_FreeValue(ctx, v);
    }
    exiting = 0;
    return status;
}

/* ------------------------------------------------------------------ */
/* module loader                                                       */

static char *module_normalize(JSContext *c, const char *base, const char *name, void *opaque)
{
    JSValue args[2], r;
    const char *s;
    char *ret;

    args[0] = JS_NewString(c, base);
    args[1] = JS_NewString(c, name);
    r = call_hook("resolve", 2, args);
    JS_FreeValue(c, args[0]);
    JS_FreeValue(c, args[1]);
    if (JS_IsException(r))
        return NULL;
    s = JS_ToCString(c, r);
    JS_FreeValue(c, r);
    if (!s)
        return NULL;
    ret = js_strdup(c, s);
    JS_FreeCString(c, s);
    return ret;
}

static void free_prop_enum(JSContext *c, JSPropertyEnum *tab, uint32_t n)
{
    uint32_t i;
    for (i = 0; i < n; i++)
        JS_FreeAtom(c, tab[i].atom);
    js_free(c, tab);
}

static int builtin_module_init(JSContext *c, JSModuleDef *m)
{
    JSAtom a = JS_GetModuleName(c, m);
    JSValue name = JS_AtomToString(c, a), obj;
    JSPropertyEnum *tab;
    uint32_t n, i;
    int ret = 0;

    JS_FreeAtom(c, a);
    obj = call_hook("builtin", 1, &name);
    JS_FreeValue(c, name);
    if (JS_IsException(obj))
        return -1;
    if (JS_GetOwnPropertyNames(c, &tab, &n, obj, JS_GPN_STRING_MASK | JS_GPN_ENUM_ONLY)) {
        JS_FreeValue(c, obj);
        return -1;
    }
    for (i = 0; i < n && ret == 0; i++) {
        const char *k = JS_AtomToCString(c, tab[i].atom);
        if (!k) {
            ret = -1;
            break;
        }
        if (strcmp(k, "default") != 0)
            ret = JS_SetModuleExport(c, m, k, JS_GetProperty(c, obj, tab[i].atom));
        JS_FreeCString(c, k);
    }
    free_prop_enum(c, tab, n);
    if (ret == 0)
        ret = JS_SetModuleExport(c, m, "default", obj);
    else
        JS_FreeValue(c, obj);
    return ret;
}

static JSModuleDef *module_loader(JSContext *c, const char *name, void *opaque)
{
    JSValue arg, r;

    arg = JS_NewString(c, name);
    if (!strncmp(name, "node:", 5)) {
        /* built-in module: exports are the own enumerable properties */
        JSModuleDef *m;
        JSPropertyEnum *tab;
        uint32_t n, i;
        JSValue obj = call_hook("builtin", 1, &arg);
        JS_FreeValue(c, arg);
        if (JS_IsException(obj))
            return NULL;
        m = JS_NewCModule(c, name, builtin_module_init);
        if (!m || JS_GetOwnPropertyNames(c, &tab, &n, obj, JS_GPN_STRING_MASK | JS_GPN_ENUM_ONLY)) {
            JS_FreeValue(c, obj);
            return NULL;
        }
        for (i = 0; i < n; i++) {
            const char *k = JS_AtomToCString(c, tab[i].atom);
            if (k) {
                if (strcmp(k, "default") != 0)
                    JS_AddModuleExport(c, m, k);
                JS_FreeCString(c, k);
            }
        }
        free_prop_enum(c, tab, n);
        JS_AddModuleExport(c, m, "default");
        JS_FreeValue(c, obj);
        return m;
    } else {
        size_t len;
        const char *src;
        JSValue mod;
        JSModuleDef *m;

        r = call_hook("loadSource", 1, &arg);
        JS_FreeValue(c, arg);
        if (JS_IsException(r))
            return NULL;
        src = JS_ToCStringLen(c, &len, r);
        JS_FreeValue(c, r);
        if (!src)
            return NULL;
        mod = JS_Eval(c, src, len, name, JS_EVAL_TYPE_MODULE | JS_EVAL_FLAG_COMPILE_ONLY);
        JS_FreeCString(c, src);
        if (JS_IsException(mod))
            return NULL;
        if (set_import_meta(c, mod, name, 0) < 0) {
            JS_FreeValue(c, mod);
            return NULL;
        }
        /* the module is referenced by the runtime: drop our reference */
        m = JS_VALUE_GET_PTR(mod);
        JS_FreeValue(c, mod);
        return m;
    }
}

/* ------------------------------------------------------------------ */
/* setup                                                               */

static JSValue make_env(JSContext *c)
{
    extern char **environ;
    JSValue env = JS_NewObject(c);
    char **e;
    for (e = environ; e && *e; e++) {
        const char *eq = strchr(*e, '=');
        if (eq && eq != *e) {
            char key[256];
            size_t kl = (size_t)(eq - *e);
            if (kl >= sizeof(key))
                continue;
            memcpy(key, *e, kl);
            key[kl] = '\0';
            JS_SetPropertyStr(c, env, key, JS_NewString(c, eq + 1));
        }
    }
    return env;
}

static int setup(void)
{
    JSValue fn, native, r, args[2];

    clock_gettime(CLOCK_MONOTONIC, &t0);
    rt = JS_NewRuntime();
    if (!rt)
        return -1;
    JS_SetMaxStackSize(rt, SBX_JS_STACK_LIMIT);
    JS_SetModuleLoaderFunc(rt, module_normalize, module_loader, NULL);
    JS_SetHostPromiseRejectionTracker(rt, rejection_tracker, NULL);
    JS_SetInterruptHandler(rt, interrupt_handler, NULL);
    ctx = JS_NewContext(rt);
    if (!ctx)
        return -1;

    /* the prelude was compiled at build time (compile_prelude.c) */
    fn = JS_ReadObject(ctx, sbx_prelude_bc, sizeof(sbx_prelude_bc), JS_READ_OBJ_BYTECODE);
    if (JS_IsException(fn))
        goto fail;
    fn = JS_EvalFunction(ctx, fn);
    if (JS_IsException(fn))
        goto fail;
    native = JS_NewObject(ctx);
    JS_SetPropertyFunctionList(ctx, native, native_funcs,
                               sizeof(native_funcs) / sizeof(native_funcs[0]));
    JS_SetPropertyStr(ctx, native, "env", make_env(ctx));
    JS_SetPropertyStr(ctx, native, "version", JS_NewString(ctx, SBX_QUICKJS_VERSION));
    args[0] = native;
    r = JS_Call(ctx, fn, JS_UNDEFINED, 1, args);
    JS_FreeValue(ctx, fn);
    JS_FreeValue(ctx, native);
    if (JS_IsException(r))
        goto fail;
    hooks = r;
    return 0;
 fail:
    {
        JSValue e = JS_GetException(ctx);
        const char *s = JS_ToCString(ctx, e);
        fprintf(stderr, "sbx: prelude failed: %s\n", s ? s : "?");
        if (s)
            JS_FreeCString(ctx, s);
        JS_FreeValue(ctx, e);
    }
    return -1;
}

static void set_argv(int argc, char **argv)
{
    JSValue a = JS_NewArray(ctx), r;
    int i;
    for (i = 0; i < argc; i++)
        JS_SetPropertyUint32(ctx, a, (uint32_t)i, JS_NewString(ctx, argv[i]));
    r = call_hook("setArgv", 1, &a);
    if (JS_IsException(r))
        JS_FreeValue(ctx, JS_GetException(ctx));
    JS_FreeValue(ctx, r);
    JS_FreeValue(ctx, a);
}

/* start of every export: the host calls us with a fresh shadow stack */
static void enter(void)
{
    JS_UpdateStackTop(rt);
    exiting = 0;
    exit_status = 0;
}

static void init_stdio(void)
{
    static char outbuf[16384], errbuf[4096];
    const char *pwd = getenv("PWD");
    /* line-buffered, so every finished line reaches the host at once: a run
       stopped at its time limit keeps the output it printed */
    setvbuf(stdout, outbuf, _IOLBF, sizeof(outbuf));
    setvbuf(stderr, errbuf, _IOLBF, sizeof(errbuf));
    /* wasi-libc starts in "/": enter $PWD if the host sets it, else the
       sandbox's /workspace (and stay at / if that is missing too) */
    if (!pwd || !*pwd || chdir(pwd) != 0)
        chdir("/workspace");
}

/* Seed Math.random() from the host's entropy and restart the clock of
   performance.now(). Done on the first sbx_exec rather than in sbx_init, so
   that every kernel restored from a memory snapshot taken after sbx_init
   gets its own sequence and a clock of its own. */
static int seeded;
static void reseed(void)
{
    clock_gettime(CLOCK_MONOTONIC, &t0);
    uint64_t seed = 0;
    if (__wasi_random_get((uint8_t *)&seed, sizeof(seed)) != 0)
        seed = (uint64_t)now_ms() ^ (uint64_t)time(NULL);
    JS_SetRandomSeed(ctx, seed);
    seeded = 1;
}

/* ------------------------------------------------------------------ */
/* exports                                                             */

SBX_EXPORT("sbx_init")
int sbx_init(void)
{
    char *argv[] = { "js" };
    if (ctx)
        return 0;
    init_stdio();
    if (setup() < 0) {
        flush_all();
        return 1;
    }
    enter();
    set_argv(1, argv);
    flush_all();
    return 0;
}

/* Compile src as async global code (top-level await, declarations land in
   the global scope); on a SyntaxError retry with static imports rewritten
   to dynamic ones. Returns the started program or JS_EXCEPTION. */
static JSValue start_script(JSValueConst src, const char *filename)
{
    size_t len;
    const char *s;
    JSValue fn, r;
    const int flags = JS_EVAL_TYPE_GLOBAL | JS_EVAL_FLAG_ASYNC | JS_EVAL_FLAG_COMPILE_ONLY;

    s = JS_ToCStringLen(ctx, &len, src);
    if (!s)
        return JS_EXCEPTION;
    fn = JS_Eval(ctx, s, len, filename, flags);
    JS_FreeCString(ctx, s);
    if (JS_IsException(fn)) {
        JSValue err = JS_GetException(ctx), src2;
        src2 = call_hook("rewriteImports", 1, &src);
        if (JS_IsException(src2) || JS_IsUndefined(src2)) {
            if (JS_IsException(src2))
                JS_FreeValue(ctx, JS_GetException(ctx));
            return JS_Throw(ctx, err);
        }
        s = JS_ToCStringLen(ctx, &len, src2);
        JS_FreeValue(ctx, src2);
        if (!s) {
            JS_FreeValue(ctx, JS_GetException(ctx));
            return JS_Throw(ctx, err);
        }
        fn = JS_Eval(ctx, s, len, filename, flags);
        JS_FreeCString(ctx, s);
        if (JS_IsException(fn)) {
            /* report the error of the code as written */
            JS_FreeValue(ctx, JS_GetException(ctx));
            return JS_Throw(ctx, err);
        }
        JS_FreeValue(ctx, err);
    }
    r = JS_EvalFunction(ctx, fn);
    return r;
}

SBX_EXPORT("sbx_exec")
int sbx_exec(const char *code, int len)
{
    JSValue src, r;
    int status;

    if (!ctx && sbx_init() != 0)
        return 1;
    enter();
    if (!seeded)
        reseed();
    interrupt_requested = 0;
    r = call_hook("beginRun", 0, NULL);
    JS_FreeValue(ctx, r);
    src = JS_NewStringLen(ctx, code, len > 0 ? (size_t)len : 0);
    if (JS_IsException(src)) {
        report_exception();
        flush_all();
        return 1;
    }
    r = start_script(src, "<exec>");
    JS_FreeValue(ctx, src);
    if (!JS_IsException(r)) {
        /* a cell shows its last value, as a REPL does */
        JSValue shown = call_hook("showValue", 1, &r);
        JS_FreeValue(ctx, r);
        r = shown;
    }
    status = finish(r);
    flush_all();
    return status;
}

/* Ask the running cell to stop, as Ctrl-C would: its job ends with an
   uncatchable "InternalError: interrupted" whose stack shows where it was,
   queued work and timers are dropped, and the context is kept. It only sets
   a flag, so the host may call it from a host function while a cell runs. */
SBX_EXPORT("sbx_interrupt")
void sbx_interrupt(void)
{
    interrupt_requested = 1;
}

/* WASI argv of this instance */
static int get_args(int *pargc, char ***pargv)
{
    __wasi_size_t argc = 0, bufsize = 0;
    char **argv, *buf;
    if (__wasi_args_sizes_get(&argc, &bufsize) != 0)
        return -1;
    argv = calloc(argc + 1, sizeof(char *));
    buf = malloc(bufsize ? bufsize : 1);
    if (!argv || !buf)
        return -1;
    if (argc > 0 && __wasi_args_get((uint8_t **)argv, (uint8_t *)buf) != 0)
        return -1;
    *pargc = (int)argc;
    *pargv = argv;
    return 0;
}

static const char usage[] =
    "usage: js [-c CODE | FILE | -] [args...]\n"
    "  -c CODE, -e CODE  run CODE (top-level await allowed)\n"
    "  FILE              run FILE as an ES module (or as CommonJS when it has\n"
    "                    no import/export and is not .mjs)\n"
    "  -                 read the program from stdin (also with no arguments)\n"
    "  -v, --version     print the QuickJS version\n";

SBX_EXPORT("sbx_main")
int sbx_main(void)
{
    int argc = 0, i = 1, status;
    char **argv = NULL;
    JSValue r, a[2];
    char *self[] = { "js" };

    init_stdio();
    if (get_args(&argc, &argv) < 0 || argc < 1) {
        argc = 1;
        argv = self;
    }
    if (setup() < 0) {
        flush_all();
        return 1;
    }
    enter();
    reseed();
    /* options */
    if (i < argc && (!strcmp(argv[i], "-h") || !strcmp(argv[i], "--help"))) {
        write_all(1, usage, strlen(usage));
        flush_all();
        return 0;
    }
    if (i < argc && (!strcmp(argv[i], "-v") || !strcmp(argv[i], "--version"))) {
        printf("QuickJS %s\n", SBX_QUICKJS_VERSION);
        flush_all();
        return 0;
    }
    if (i < argc && (!strcmp(argv[i], "-c") || !strcmp(argv[i], "-e"))) {
        /* js -c CODE args...: process.argv = ["js", args...] */
        if (i + 1 >= argc) {
            fprintf(stderr, "js: %s requires an argument\n%s", argv[i], usage);
            flush_all();
            return 2;
        }
        a[0] = JS_NewString(ctx, argv[i + 1]);
        argv[i + 1] = argv[0];
        set_argv(argc - (i + 1), argv + i + 1);
        r = call_hook("beginRun", 0, NULL);
        JS_FreeValue(ctx, r);
        r = start_script(a[0], "[eval]");
        JS_FreeValue(ctx, a[0]);
    } else if (i >= argc || !strcmp(argv[i], "-")) {
        /* program from stdin */
        JSValue buf;
        int first = i < argc ? i + 1 : argc;
        argv[first - 1] = argv[0];
        set_argv(argc - first + 1, argv + first - 1);
        r = call_hook("beginRun", 0, NULL);
        JS_FreeValue(ctx, r);
        a[0] = JS_NewInt32(ctx, 0);
        buf = call_hook("readStdinText", 1, a);
        if (JS_IsException(buf)) {
            r = JS_EXCEPTION;
        } else {
            r = start_script(buf, "[stdin]");
            JS_FreeValue(ctx, buf);
        }
    } else if (argv[i][0] == '-' && argv[i][1] != '\0') {
        fprintf(stderr, "js: bad option: %s\n%s", argv[i], usage);
        flush_all();
        return 2;
    } else {
        /* js FILE args...: process.argv = ["js", "/abs/FILE", args...] */
        set_argv(argc, argv);
        r = call_hook("beginRun", 0, NULL);
        JS_FreeValue(ctx, r);
        a[0] = JS_NewString(ctx, argv[i]);
        r = call_hook("runMain", 1, a);
        JS_FreeValue(ctx, a[0]);
    }
    status = finish(r);
    flush_all();
    return status;
}
