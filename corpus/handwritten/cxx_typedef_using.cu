#include "prelude.cuh"

// Type aliases: typedef of scalars, pointers, arrays, function pointers and
// anonymous structs; using-aliases; using-declarations and -directives.
typedef unsigned char u8;
typedef unsigned short u16, *pu16;
typedef float mat3[3][3];
typedef int (*binop_t)(int, int);
typedef struct { u8 r, g, b, a; } rgba_t;
typedef __device_builtin__ struct CUevent_st *cudaEvent_t;

using index_t = long long;
using kernel_ptr = void (*)(const rgba_t *, u8 *, index_t);
using matrix_ref = const mat3 &;

namespace color {
    inline u8 luma(const rgba_t &c) { return (u8)((c.r * 77 + c.g * 150 + c.b * 29) >> 8); }
    typedef rgba_t pixel;
}

__global__ void to_gray(const rgba_t *in, u8 *out, index_t n)
{
    index_t i = (index_t)blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = (u8)((in[i].r * 77 + in[i].g * 150 + in[i].b * 29) >> 8);
}

int add(int a, int b) { return a + b; }

float trace(matrix_ref m) { return m[0][0] + m[1][1] + m[2][2]; }

int main()
{
    using color::luma;
    using namespace color;
    pixel px = {10, 20, 30, 255};
    binop_t op = add;
    kernel_ptr k = to_gray;
    mat3 id = {{1, 0, 0}, {0, 1, 0}, {0, 0, 1}};
    u16 wide = 300;
    pu16 pw = &wide;
    cudaEvent_t ev = nullptr;
    to_gray<<<1, 32>>>(nullptr, nullptr, 32);
    return op(luma(px), *pw) + (int)trace(id) + (k != nullptr) + (ev == nullptr);
}
