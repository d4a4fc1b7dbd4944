#include "prelude.cuh"
// `return;` in non-void functions: warning #117 at the `;` for host functions (named with
// their namespaces and classes); none in templates or device functions. A trailing
// `return;` is dropped from the host file.
int f1(int x) { if (x) return; return 1; }
namespace ns { int f2() { return; } }
struct S { int m() { return; } static int sm(); };
int S::sm() { return; }
template <class T> T t1() { return; }
__device__ float d1() { return; }
int g() { return t1<int>(); }
