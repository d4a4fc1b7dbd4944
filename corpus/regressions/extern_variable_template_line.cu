// An `extern` variable template's declaration stays on its `template` line, a partial
// specialization's too; a definition's declarator goes to its own line.
#include "prelude.cuh"
struct A { int a; };
template <class>
extern A v;
template <class T>
extern A v<const T>;
template <class T>
extern const int q;
template <class T>
constexpr int z = 1;
template <class T>
static A
s;
