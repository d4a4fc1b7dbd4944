#include "prelude.cuh"
// A dependent call in a template prints its non-type template arguments as written.
template <typename T, int B> __global__ void kern(T *p) { }
template <typename T, int B> void host_fn(T *p) { }
struct Limits { static const int cap = 3; };
const int global_width = 7;
template <typename T>
void launch(T *p)
{
    constexpr int block = 128, grid = 64;
    const int width = 5;
    kern<T, block><<<grid, block>>>(p);
    host_fn<T, block>(p);
    host_fn<T, width>(p);
    host_fn<T, global_width>(p);
    host_fn<T, Limits::cap>(p);
    host_fn<T, 3 + 4>(p);
    host_fn<T, sizeof(int)>(p);
    host_fn<int, block>(0);
    if (p) {
        kern<T, block><<<grid, block>>>(p);
    }
}
void run_all(int *p) { launch(p); }
