// cudagen 0.2 seed 18 valid headers
// features: kernel,launch_bounds,launch,launch_dim3,builtin_vars,main,shared_var,struct,operator_overload,enum_class,using_alias,if,compound_assign,bitwise,comparison,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,cast_c,cast_static,macro_paste,comments
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cooperative_groups.h>

#define CAT_1(a, b) a##b
/* NOTE: keep in sync with the host reference. */

__global__ void __launch_bounds__((0x100)) fold2_kernel(float beta3) {
    int tid4 = (blockIdx.x * blockDim.x) + threadIdx.x;
    beta3 *= (threadIdx.x - 4) % (threadIdx.y * (tid4 * threadIdx.z));
    __shared__ size_t sh_5[16];
    (void)sh_5;
}
using real6_t = float;
enum class Phase7 {
    Busy8 = 1,
    Off9 = 5,
    Busy10 = 11,
    Off11,
    Red12
};

struct Vec13 {
    char hi14;
    unsigned int val15;
    double z16;
    unsigned int weight17;
};

inline __host__ __device__ Vec13 operator+(Vec13 a, Vec13 b) {
    Vec13 r = a;
    r.hi14 += b.hi14;
    r.val15 += b.val15;
    r.z16 += b.z16;
    r.weight17 += b.weight17;
    return r;
}

int main() {
    int n18 = 3657;
    fold2_kernel<<<dim3((n18 + 127) / 128), 0x80>>>(n18);
    if (static_cast<double>(CAT_1(n, 18)) <= (1 + n18)) {
        fold2_kernel<<<010, dim3((n18 + 31) / 32, (n18 + 0x7f) / 0x80, 128)>>>((n18 - 9) % ((int)n18));
    }
    if ((n18 + 16) != (n18 % 20)) {
        n18 -= (n18 - n18) + ((n18 * 1) | 0x33U);
    }
    fold2_kernel<<<(0x100), 64 * 8>>>((-21.125f));
    return 0;
}
