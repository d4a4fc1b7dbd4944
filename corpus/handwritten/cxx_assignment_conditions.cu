#include "prelude.cuh"

// An assignment tested by `if`, `while` or `do` prints in extra parentheses
// (a `for` or `switch` condition does not); `sizeof` of a function is the size
// of its type (warning 56); an inline anonymous namespace keeps its form.
int next_value();

int host_loop(int x, bool b)
{
    if (x = 3) { x++; }
    if ((x = 4)) { x++; }
    if (b = true) { x++; }
    while (x = next_value()) { }
    for (; x = 0;) { }
    do { } while (x = 1);
    switch (x = 2) { default: break; }
    if (!(x = 3)) { }
    if ((x = 3) && b) { }
    if (x += 2) { }
    if (int y = x) { x = y; }
    bool c = (x = 2);
    return c ? x : (x = 5);
}

__device__ int device_loop(int x)
{
    if (x = 3) { x++; }
    while (x = 1) { }
    return x;
}

inline namespace { int hidden_counter; }
namespace outer { inline namespace { int nested_counter; } }

int function_size = sizeof(next_value);

__global__ void kernel(int *out) { out[0] = device_loop(out[1]); }

int main()
{
    kernel<<<1, 1>>>(nullptr);
    return host_loop(hidden_counter, false) + outer::nested_counter + function_size;
}
