#include "prelude.cuh"
// A call's explicit type argument inside a function template: a call with no dependent
// argument in a nested block prints it resolved; the outermost block and calls with a
// dependent argument keep the typedef name.
namespace util {
template <class T> const T &smaller(const T &a, const T &b) { return a < b ? a : b; }
}
template <typename T>
size_t count_blocks(T n, size_t total)
{
    size_t m = util::smaller<size_t>(total, 3);
    while (total > 1) {
        m = util::smaller<size_t>(total, 1024);
        m = util::smaller<size_t>(n, 1024);
        if (n) {
            m = util::smaller<size_t>((total + 255) / 256, 1024);
        }
        total = total / 2;
    }
    return m;
}
