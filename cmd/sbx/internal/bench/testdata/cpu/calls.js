// Recursive function calls: fib(27).
function fib(n) { return n < 2 ? n : fib(n - 1) + fib(n - 2); }
// ---
if (fib(27) !== 196418) throw new Error("fib");
