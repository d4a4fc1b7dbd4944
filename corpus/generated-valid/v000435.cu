// cudagen 0.1 seed 435 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,device_var,constant_var,shared_var,extern_shared,constexpr_var,auto_var,enum,if,if_else,if_init,for,static_assert,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,macro_function,macro_paste,pp_if,pp_undef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define RADIUS_2 8
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#if (RADIUS_2 * 2) >= 53 && RADIUS_2 != 0
#define CONFIG_7 1
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 13
#endif
#undef CONFIG_7
#define CONFIG_7 24
__constant__ double c_decay8 = 13.375f;
/* Layout: row-major, no padding. */

static float pack9(int count10, unsigned b11, short p12) {
    count10 = CAT_6(b, 11);
    b11 = p12;
    long t13 = MOD8_3(b11) % count10;
    return p12 + 7.75F;
}
enum Op14 { IDLE15, BLUE16, ADD17, ADD18 };

__global__ void score19_kernel(int len20, int n21, const unsigned int *in22) {
    extern __shared__ int dyn_23[];
    if (int u24 = (3 - dyn_23[4]) - 0x8; ((u24 * in22[6]) + (RADIUS_2 * blockDim.y)) > 5u) {
        if ((!(gridDim.x < 22ull)) && ((dyn_23[blockDim.x] * 21) >= 14UL)) {
            for (int it25 = len20; it25 > 0; --it25) {
                n21 &= n21;
                Op14 idx26 = ADD18;
            }
        } else {
            __shared__ float sh_27;
        }
        int mid28 = ((double)u24) + threadIdx.x;
    } else {
    }
}
__constant__ double c_kick29 = 12.75;
__device__ float d_reduce30;
static_assert((020) > 0b1111, "tile must fit");

static __global__ void fuse31(int stride32, char *data33, size_t *dst34, const unsigned int *input35) {
    int gid36 = threadIdx.x;
    if (gid36 >= stride32) {
        return;
    }
    signed char w37 = (-d_reduce30);
    if (!(gid36 <= 25)) {
        return;
    }
    for (int it38 = 013; it38 > 0; --it38) {
        for (int i39 = 0b0; i39 < (RADIUS_2 + BLUE16); ++i39) {
            if (dst34[it38] > 22) {
                Op14 v40 = ADD18;
            } else if (stride32 > 31) {
                return;
            }
        }
    }
}

int main() {
    int size41 = 1596;
    static_assert(sizeof(int) == 4, "size check");
    if (CAT_6(size, 41) < (size41 + 4)) {
        auto r42 = 064 + (size41 - ((int)size41));
        const float *v43 = nullptr;
    }
    score19_kernel<<<2 * 2, 0b100000>>>((0b111100lu) + (size41 + 45lu), BLUE16, nullptr);
    fuse31<<<dim3(WARPS_1 + RADIUS_2, 0x2), WARPS_1 + (ADD17 + 0xf6), ADD17 + (ADD18 + (CONFIG_7 + 227))>>>(size41 / size41, (char*)nullptr, nullptr, nullptr);
    return 0x0;
}
