/*
 * sbx_python.c: the CPython guest's entry points (guests/ABI.md).
 *
 * Linked with libpython3.13.a as a WASI preview 1 reactor. Two modes, each on
 * its own fresh instance:
 *
 *   kernel   sbx_init() once, then sbx_exec(ptr, len) any number of times;
 *            every call runs in the same __main__ namespace, like the cells
 *            of a notebook.
 *   process  sbx_main(): the python command line with the WASI argv.
 *
 * In kernel mode the host may call sbx_interrupt() while a cell runs, from
 * a host function the cell's code called (it only sets flags, as a signal
 * handler would): the cell gets a KeyboardInterrupt and the kernel lives on.
 *
 * stdout and stderr are flushed before every export returns. The working
 * directory is $PWD if the host sets it, else /workspace.
 */

#define PY_SSIZE_T_CLEAN
#include <Python.h>

#include <stdio.h>
#include <stdlib.h>
#include <unistd.h>
#include <wasi/api.h>

#define SBX_EXPORT(name) __attribute__((export_name(#name))) name

#ifdef SBX_IMAGING
/*
 * The imaging guest (python-imaging.wasm): Pillow's extension modules are
 * linked in and registered as built-in modules under their dotted names
 * (BuiltinImporter accepts those). build.sh generates the table:
 *   static struct _inittab sbx_imaging_inittab[] = {{"PIL._imaging", ...}, ..., {NULL, NULL}};
 */
#include "sbx_imaging_inittab.h"

/* Register the modules; before the interpreter starts. */
static int add_builtin_modules(void) {
	static int done;
	if (done)
		return 0;
	done = 1;
	if (PyImport_ExtendInittab(sbx_imaging_inittab) != 0) {
		fputs("sbx: cannot register the imaging modules\n", stderr);
		return -1;
	}
	return 0;
}
#endif

/* Where the stdlib is mounted: lib/python3.13 under it. */
#define SBX_HOME L"/usr/local"
#define SBX_WORKSPACE "/workspace"

/*
 * The kernel's Python half. run() compiles one cell as "exec"; when the cell
 * ends with an expression statement (and not with ";"), the expression is
 * evaluated separately and passed to sys.displayhook, which prints its repr
 * unless it is None and binds it to builtins._. It returns the status a
 * process would exit with. The cell source goes into linecache so that
 * tracebacks show the offending lines, also for functions defined in
 * earlier cells.
 */
static const char kernel_source[] =
	"import ast as _ast, linecache as _linecache, sys as _sys\n"
	"_count = 0\n"
	"def _flush():\n"
	"    for f in (_sys.stdout, _sys.stderr):\n"
	"        try:\n"
	"            f.flush()\n"
	"        except BaseException:\n"
	"            pass\n"
	"def run(src, ns):\n"
	"    global _count\n"
	"    _count += 1\n"
	"    name = f'<cell-{_count}>'\n"
	"    try:\n"
	"        text = src.decode('utf-8', 'replace')\n"
	"        _linecache.cache[name] = (len(text), None, text.splitlines(True), name)\n"
	"        tree = compile(src, name, 'exec', _ast.PyCF_ONLY_AST)\n"
	"        last = None\n"
	"        if (tree.body and isinstance(tree.body[-1], _ast.Expr)\n"
	"                and not text.rstrip().endswith(';')):\n"
	"            last = _ast.Expression(tree.body.pop().value)\n"
	"        if tree.body:\n"
	"            exec(compile(tree, name, 'exec'), ns)\n"
	"        if last is not None:\n"
	"            value = eval(compile(last, name, 'eval'), ns)\n"
	"            if value is not None:\n"
	"                _sys.displayhook(value)\n"
	"        return 0\n"
	"    except SystemExit as e:\n"
	"        code = e.code\n"
	"        if code is None:\n"
	"            return 0\n"
	"        if isinstance(code, int):\n"
	"            return code\n"
	"        try:\n"
	"            print(code, file=_sys.stderr)\n"
	"        except BaseException:\n"
	"            pass\n"
	"        return 1\n"
	"    except BaseException as e:\n"
	"        tb = e.__traceback__\n"
	"        if tb is not None and tb.tb_frame.f_code is run.__code__:\n"
	"            tb = tb.tb_next\n"
	"        e = e.with_traceback(tb)\n"
	"        _sys.last_exc = _sys.last_value = e\n"
	"        _sys.last_type, _sys.last_traceback = type(e), tb\n"
	"        try:\n"
	"            _sys.excepthook(type(e), e, tb)\n"
	"        except BaseException:\n"
	"            pass\n"
	"        return 1\n"
	"    finally:\n"
	"        _flush()\n";

/* Imported by sbx_init so that the first cell using them does not pay. */
static const char preimports[] =
	"import sys, os, json, re, math, collections, itertools, functools, datetime, io, "
	"random, string, textwrap, dataclasses, typing, decimal, base64, hashlib, csv, "
	"statistics\n"
	"import _signal  # installs the SIGINT handler that raises KeyboardInterrupt\n"
	"sys.stdout.reconfigure(line_buffering=True)\n"
	"sys.path.insert(0, '')\n";

static PyObject *kernel_run;  /* kernel_source's run() */
static PyObject *main_dict;   /* __main__.__dict__, borrowed from the module */
static int kernel_ready;

static void flush_c_stdio(void) {
	fflush(stdout);
	fflush(stderr);
}

/* Flush sys.stdout and sys.stderr, ignoring errors (a program may have
 * replaced them with anything). */
static void flush_py_stdio(void) {
	static const char *const names[] = {"stdout", "stderr"};
	for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
		PyObject *f = PySys_GetObject(names[i]); /* borrowed */
		if (f == NULL || f == Py_None)
			continue;
		PyObject *r = PyObject_CallMethod(f, "flush", NULL);
		if (r == NULL)
			PyErr_Clear();
		Py_XDECREF(r);
	}
}

/* Enter $PWD, or /workspace. wasi-libc starts every instance in "/". */
static void enter_workdir(void) {
	const char *pwd = getenv("PWD");
	if (pwd == NULL || *pwd == '\0' || chdir(pwd) != 0)
		(void)chdir(SBX_WORKSPACE);
}

/* Report a failed PyStatus on stderr; return the exit status for it. */
static int status_exit(PyStatus status) {
	if (PyStatus_IsExit(status))
		return status.exitcode;
	if (status.err_msg != NULL) {
		if (status.func != NULL)
			fprintf(stderr, "Fatal Python error: %s: %s\n", status.func, status.err_msg);
		else
			fprintf(stderr, "Fatal Python error: %s\n", status.err_msg);
	}
	return 1;
}

/* Print the pending exception without any SystemExit handling (PyErr_Print
 * would call exit() for a SystemExit). */
static void print_exception(void) {
	PyObject *exc = PyErr_GetRaisedException();
	if (exc != NULL) {
		PyErr_DisplayException(exc);
		Py_DECREF(exc);
	}
}

static PyStatus preinit_utf8(void) {
	PyPreConfig pre;
	PyPreConfig_InitIsolatedConfig(&pre);
	pre.utf8_mode = 1;
	return Py_PreInitialize(&pre);
}

/*
 * sbx_init starts the interpreter in isolated mode (no environment
 * variables, no user site, no signal handlers, no bytecode writing,
 * sys.argv == ['']), imports the common modules and prepares __main__.
 * It returns 0, or 1 after writing the reason to stderr. Calling it again
 * returns 0 and does nothing.
 */
int SBX_EXPORT(sbx_init)(void) {
	PyStatus status;
	PyConfig config;
	PyObject *ns = NULL, *res = NULL, *main_mod;
	int rc = 1;

	if (kernel_ready)
		return 0;
#ifdef SBX_IMAGING
	if (add_builtin_modules() != 0)
		goto done;
#endif
	enter_workdir();
	status = preinit_utf8();
	if (PyStatus_Exception(status)) {
		rc = status_exit(status);
		goto done;
	}
	PyConfig_InitIsolatedConfig(&config);
	config.write_bytecode = 0;
	config.install_signal_handlers = 0;
	config.site_import = 1;
	config.user_site_directory = 0;
	config.pathconfig_warnings = 0;
	status = PyConfig_SetString(&config, &config.home, SBX_HOME);
	if (!PyStatus_Exception(status))
		status = PyConfig_SetString(&config, &config.program_name, L"python3");
	if (!PyStatus_Exception(status))
		status = Py_InitializeFromConfig(&config);
	PyConfig_Clear(&config);
	if (PyStatus_Exception(status)) {
		rc = status_exit(status);
		goto done;
	}

	main_mod = PyImport_AddModule("__main__"); /* borrowed */
	if (main_mod == NULL)
		goto error;
	main_dict = PyModule_GetDict(main_mod);

	ns = PyDict_New();
	if (ns == NULL || PyDict_SetItemString(ns, "__builtins__", PyEval_GetBuiltins()) < 0)
		goto error;
	res = PyRun_String(preimports, Py_file_input, ns, ns);
	if (res == NULL)
		goto error;
	Py_DECREF(res);
	res = PyRun_String(kernel_source, Py_file_input, ns, ns);
	if (res == NULL)
		goto error;
	kernel_run = PyDict_GetItemString(ns, "run"); /* borrowed */
	if (kernel_run == NULL)
		goto error;
	Py_INCREF(kernel_run);
	kernel_ready = 1;
	rc = 0;
	goto done;

error:
	print_exception();
done:
	Py_XDECREF(res);
	Py_XDECREF(ns);
	if (Py_IsInitialized())
		flush_py_stdio();
	flush_c_stdio();
	return rc;
}

/*
 * sbx_exec runs len bytes of Python source at src (UTF-8, or whatever a
 * PEP 263 coding line says) in the persistent __main__ namespace. It returns
 * 0 on success, 1 after printing the traceback of an uncaught exception
 * (SyntaxError and KeyboardInterrupt included), or the code of SystemExit:
 * 0 for None, the int itself, or 1 (after printing it) for anything else.
 * The interpreter stays usable after every outcome.
 */
int SBX_EXPORT(sbx_exec)(const char *src, int len) {
	PyObject *code, *res;
	long status;

	if (!kernel_ready) {
		static const char msg[] = "sbx_exec: the kernel is not running (sbx_init failed or was not called)\n";
		fputs(msg, stderr);
		flush_c_stdio();
		return 1;
	}
	if (len < 0)
		len = 0;
	code = PyBytes_FromStringAndSize(src, len);
	if (code == NULL) {
		print_exception();
		flush_c_stdio();
		return 1;
	}
	res = PyObject_CallFunctionObjArgs(kernel_run, code, main_dict, NULL);
	Py_DECREF(code);
	if (res == NULL) {
		/* Only if run() itself failed, e.g. MemoryError in its handler. */
		print_exception();
		flush_py_stdio();
		status = 1;
	} else {
		status = PyLong_AsLong(res);
		if (status == -1 && PyErr_Occurred()) {
			/* An int SystemExit code too large for a C long. */
			PyErr_Clear();
			status = 1;
		}
		Py_DECREF(res);
	}
	flush_c_stdio();
	return (int)status;
}

/*
 * sbx_interrupt makes the running cell raise KeyboardInterrupt at the next
 * point where CPython checks for signals (a loop's back edge, a call, the
 * regex engine's periodic check), as Ctrl-C does in a terminal: the cell's
 * traceback shows where it was and the namespace is kept. A cell that set
 * its own SIGINT handler gets that handler instead. It does nothing before
 * sbx_init or in process mode.
 */
void SBX_EXPORT(sbx_interrupt)(void) {
	if (kernel_ready)
		PyErr_SetInterrupt();
}

/*
 * sbx_main behaves like the python command line with the WASI argv
 * (python -c CODE, python FILE ARGS, python -m MOD, python - reading stdin).
 * The interpreter reads the usual PYTHON* environment variables; home is
 * /usr/local unless PYTHONHOME is set, and no bytecode is written. It
 * returns the exit status. A SystemExit raised by the program (sys.exit(N))
 * ends the instance through CPython's own exit(), i.e. WASI proc_exit(N),
 * after the interpreter has been finalized and its output flushed.
 */
int SBX_EXPORT(sbx_main)(void) {
	__wasi_size_t argc = 0, size = 0;
	char **argv = NULL, *buf = NULL;
	PyStatus status;
	PyConfig config;
	int rc;

#ifdef SBX_IMAGING
	if (add_builtin_modules() != 0) {
		flush_c_stdio();
		return 1;
	}
#endif
	enter_workdir();
	if (__wasi_args_sizes_get(&argc, &size) != 0 ||
	    (argv = calloc(argc + 1, sizeof(char *))) == NULL ||
	    (buf = malloc(size ? size : 1)) == NULL ||
	    __wasi_args_get((uint8_t **)argv, (uint8_t *)buf) != 0) {
		fputs("sbx_main: cannot read the WASI arguments\n", stderr);
		flush_c_stdio();
		return 1;
	}

	{
		PyPreConfig pre;
		PyPreConfig_InitPythonConfig(&pre);
		pre.utf8_mode = 1;
		status = Py_PreInitializeFromBytesArgs(&pre, (Py_ssize_t)argc, argv);
	}
	if (PyStatus_Exception(status)) {
		rc = status_exit(status);
		goto done;
	}
	PyConfig_InitPythonConfig(&config);
	config.write_bytecode = 0;
	config.install_signal_handlers = 0;
	status = PyStatus_Ok();
	{
		const char *home = getenv("PYTHONHOME");
		if (home == NULL || *home == '\0')
			status = PyConfig_SetString(&config, &config.home, SBX_HOME);
	}
	if (!PyStatus_Exception(status))
		status = PyConfig_SetBytesArgv(&config, (Py_ssize_t)argc, argv);
	if (!PyStatus_Exception(status))
		status = Py_InitializeFromConfig(&config);
	PyConfig_Clear(&config);
	if (PyStatus_Exception(status)) {
		rc = status_exit(status);
		goto done;
	}
	rc = Py_RunMain();
done:
	flush_c_stdio();
	free(argv);
	free(buf);
	return rc;
}
