package escalate

import "strings"

// What a native provider's Python can import beyond the WebAssembly tier,
// so that a run missing a module moves only where the module is: every
// native provider has the standard library (Python 3.11's
// sys.stdlib_module_names, the public ones), and a provider with the
// native stack (fallback.Capabilities.Native: the sbx-sandbox image, see
// sandbox-image/build.sh) has the Debian packages below too.
var (
	stdlibModules = wordSet(
		"abc aifc antigravity argparse array ast asynchat asyncio asyncore atexit audioop base64 " +
			"bdb binascii bisect builtins bz2 cProfile calendar cgi cgitb chunk cmath cmd code codecs " +
			"codeop collections colorsys compileall concurrent configparser contextlib contextvars " +
			"copy copyreg crypt csv ctypes curses dataclasses datetime dbm decimal difflib dis " +
			"distutils doctest email encodings ensurepip enum errno faulthandler fcntl filecmp " +
			"fileinput fnmatch fractions ftplib functools gc genericpath getopt getpass gettext glob " +
			"graphlib grp gzip hashlib heapq hmac html http idlelib imaplib imghdr imp importlib " +
			"inspect io ipaddress itertools json keyword lib2to3 linecache locale logging lzma mailbox " +
			"mailcap marshal math mimetypes mmap modulefinder msilib msvcrt multiprocessing netrc nis " +
			"nntplib nt ntpath nturl2path numbers opcode operator optparse os ossaudiodev pathlib pdb " +
			"pickle pickletools pipes pkgutil platform plistlib poplib posix posixpath pprint profile " +
			"pstats pty pwd py_compile pyclbr pydoc pydoc_data pyexpat queue quopri random re readline " +
			"reprlib resource rlcompleter runpy sched secrets select selectors shelve shlex shutil " +
			"signal site smtpd smtplib sndhdr socket socketserver spwd sqlite3 sre_compile " +
			"sre_constants sre_parse ssl stat statistics string stringprep struct subprocess sunau " +
			"symtable sys sysconfig syslog tabnanny tarfile telnetlib tempfile termios textwrap this " +
			"threading time timeit tkinter token tokenize tomllib trace traceback tracemalloc tty " +
			"turtle turtledemo types typing unicodedata unittest urllib uu uuid venv warnings wave " +
			"weakref webbrowser winreg winsound wsgiref xdrlib xml xmlrpc zipapp zipfile zipimport " +
			"zlib zoneinfo ")
	imageModules = wordSet("numpy pandas scipy matplotlib mpl_toolkits pylab dateutil pytz six PIL kiwisolver cycler " +
		"pyparsing fontTools fs packaging pip setuptools pkg_resources _distutils_hack wheel pythran beniget gast ply " +
		"numexpr bottleneck brotli lz4 appdirs ufoLib2 contourpy decorator venv ensurepip")
)

// wordSet is the set of the space-separated words of s.
func wordSet(s string) map[string]bool {
	set := map[string]bool{}
	for _, w := range strings.Fields(s) {
		set[w] = true
	}
	return set
}
