// cudagen 0.1 seed 596 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,shared_2d,constexpr_var,auto_var,struct,struct_methods,aligned_struct,namespace,if,for,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_statement,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define TILE_DIM_2 (NUM_ITERS_1 + (1 << 3))
#define WARPS_3 8
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if NUM_ITERS_1 == 8
#define CONFIG_5 1
#else
#define CONFIG_5 10
#endif

__global__ void fold6_kernel(int n7) {
    __shared__ float sh_8[13][14];
    sh_8[n7][7] = 17.25F + sh_8[n7][n7];
    --n7;
}

namespace detail9 {
__host__ __device__ void kick10(int stride11) {
    float u12(stride11);
    auto lo13 = stride11 | stride11;
    float t14 = u12;
}

struct __align__(16) Pixel15 {
    short x16;
    size_t mass17;
};

__global__ void stencil18_kernel(float *dst19) {
    int i20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i20 < 62ul) {
        const long *cnt21 = (const long*)nullptr;
        dst19[0] += 13.875f;
        --(*dst19);
    }
    if (blockDim.x < (2644 + dst19[i20 & 7])) {
        __shared__ int sh_22;
        if ((*dst19) >= sh_22) {
            return;
        }
    }
}
} // namespace detail9

__host__ __device__ float sift23(float p24, int lane25) {
    p24 *= (((lane25) & 1) ? 0.25F : (48 - lane25)) - (lane25 += 7, sizeof(char));
    for (int it26 = 0, j27 = lane25; it26 < j27; (++it26, (--j27))) {
        p24++;
        if ((p24 != it26) && (it26 < p24)) {
            break;
        }
    }
    return p24;
}

struct Stats28 {
    unsigned char lo29;
    int w30;
    unsigned int count31;
    __host__ __device__ void norm32(unsigned char cnt33) {
        w30 = sift23(1e1F, 46);
    }
};

struct Body34 {
    int w35, y36;
    unsigned int sum37;
    int x38;
};

constexpr int check_update39(int len40, float p41) {
    len40 = CONFIG_5 + len40 + (p41 * sizeof(detail9::Pixel15));
    return len40;
}

int main() {
    int count42 = 217;
    for (int it43 = 0, j44 = 14; it43 < j44; (++it43, (--j44))) {
        fold6_kernel<<<WARPS_3 + (TILE_DIM_2 + 8), sizeof(unsigned int) * 128>>>(count42);
        count42 += WARPS_3;
    }
    detail9::stencil18_kernel<<<(128), 1 << (CONFIG_5 + 4)>>>(nullptr);
    return 0;
}
