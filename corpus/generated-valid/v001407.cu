// cudagen 0.1 seed 1407 valid
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,host_device_function,device_template_function,main,constant_var,host_global,constexpr_var,auto_var,const_local,using_alias,if,while,static_assert,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,macro_object,macro_paste,pp_if,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 5
#define RADIUS_2 256
#define TILE_DIM_3 5
#define CAT_4(a, b) a##b

#if TILE_DIM_3 == 5
#define CONFIG_5 8
#else
#define CONFIG_5 18
#endif
#undef CONFIG_5
#define CONFIG_5 12

__global__ void scale6(unsigned beta7, int stride8) {
    beta7 = 11;
    int w9 = 0;
    while (w9 < 10) {
        beta7--;
        static_assert(sizeof(int) == 4);
        ++w9;
    }
    auto mid10 = (stride8 += BLOCK_SIZE_1, (('0' * warpSize) + (w9 ^ BLOCK_SIZE_1)));
}
using real11_t = float;
__constant__ int c_stencil12 = TILE_DIM_3 + (TILE_DIM_3 + 3);

template <typename T, int N>
__device__ __forceinline__ T count13(const T *in14) {
    if (in14 != nullptr) {
        return (in14[3]) / (N);
    }
    static_assert(sizeof(int) == 4);
    real11_t lo15 = in14[4];
    return +((N << c_stencil12) + ((*in14) + RADIUS_2));
}
const char *g_sift16 = "x=%d";

static __global__ void weigh17(const real11_t *__restrict__ in18) {
    unsigned int tid19 = threadIdx.x;
    int k20 = in18[tid19 & 7] - ((CONFIG_5 | c_stencil12) % c_stencil12);
    k20--;
    k20 = 60ll;
    static_assert(sizeof(int) == 4, "size check");
}
__constant__ double c_march21 = -5;

inline __host__ __device__ unsigned lerp22(const unsigned long *__restrict__ src23, int *acc24, int len25) {
    (*acc24) = acc24[2] * (acc24[4] += 62, (1254ll & len25));
    constexpr real11_t diff26 = 19.0F;
    --acc24[6];
    float res27 = (((unsigned char)CAT_4(len, 25)) ^ (src23[3] >> src23[len25])) * ((42u - (*acc24)) << ((*src23) % 47));
    const real11_t y28 = -38;
    return (53lu % (*acc24)) & 24L;
}

__host__ __device__ void update29(long *__restrict__ buf30, real11_t b31) {
    if (!((*buf30) > (*buf30))) {
        return;
    }
    if (buf30[7] <= 28UL) {
        return;
    }
    buf30[1] = (~buf30[4]) - buf30[2];
    if ((buf30[4] ^ (*buf30)) <= 42) {
        return;
    }
}

int main() {
    int size32 = 3066;
    ++size32;
    ++size32;
    scale6<<<(size32 + 31) / 32, 1 << (BLOCK_SIZE_1 + 1)>>>((3u), 33 | size32);
    weigh17<<<512, dim3((4), (size32 + 127) / 128)>>>(nullptr);
    return 0;
}
