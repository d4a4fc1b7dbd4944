// cudagen 0.2 seed 877 valid headers
// features: kernel,launch,device_function,static_device_function,host_function,constexpr_function,main,constexpr_var,nested_namespace,if,while,nested_block,ternary,bitwise,shift,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,cast_c,cast_functional,cast_static,alignof,macro_object,macro_function,pp_undef,comments,local_class,if_constexpr,inline_namespace,using_declaration,using_directive
#include <cuda_runtime.h>
#include <cmath>
#include <cstdio>
#include <cub/block/block_reduce.cuh>

#define WARPS_1 128
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#undef WARPS_1
#define WARPS_1 48
namespace api4 {
inline namespace abi {
__device__ int version5(int x) { return x + 7; }
} // namespace abi
namespace detail::impl {
__device__ int helper6(int x) { return x * 4; }
} // namespace detail::impl
} // namespace api4
using api4::version5;
__device__ int layered7(int x) {
    using namespace api4::detail::impl;
    return helper6(x) + version5(x) + api4::abi::version5(1);
}
/* Computes one element per thread. */

static __device__ int stencil8(int len9, unsigned beta10) {
    if (len9) {
        return static_cast<int>(54) * (len9 - beta10);
    }
    beta10 = WARPS_1;
    return WARPS_1;
}

__global__ void fuse11_kernel(float b12, bool beta13) {
    beta13 = beta13 == (beta13 - beta13);
    int sum14 = MAX2_2(((b12 != b12) ? 0x2D : beta13) * (beta13 % alignof(char)), b12);
    int iter15 = 0;
    while (iter15 < 8) {
        int pass16 = 0;
        while (pass16 < 6) {
            if ((+sum14) != 5) {
                return;
            }
            ++pass16;
        }
        ++iter15;
    }
    bool w17 = false;
    (void)w17;
    struct Local18 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local18 lim19{8};
    int y20 = lim19.add(beta13 >> 4);
    (void)y20;
}

constexpr __host__ int check_step21(int len22) {
    len22 = (-3);
    return 52;
}

int main() {
    int n23 = 01024;
    {
        if constexpr (sizeof(int) == 4) {
            if (n23 <= (n23 * WARPS_1)) {
                return (float)(11.5F * n23);
            }
            fuse11_kernel<<<WARPS_1 + 80, 512>>>(static_cast<float>(double(n23)), MAX2_2(n23 * 7, n23 | 0x5be));
        } else {
        }
    }
    return 0;
}
