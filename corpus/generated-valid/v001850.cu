// cudagen 0.1 seed 1850 valid
// features: kernel,kernel_static,kernel_from_macro,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,host_function,constexpr_function,default_args,main,shared_var,extern_shared,constexpr_var,auto_var,const_local,typedef,if,for,pragma_unroll,switch,switch_fallthrough,static_assert,ternary,compound_assign,bitwise,shift,comparison,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_functional,cast_static,cast_reinterpret,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define RADIUS_2 256
#define WARPS_3 (5)
#define MAX2_4(a, b) ((a) > (b) ? (a) : (b))
#define MAX2_5(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#if WARPS_3 > 21
#define CONFIG_7 6
#elif WARPS_3 < 0
#error unreachable configuration
#else
#define CONFIG_7 14
#endif
#undef CONFIG_7
#define CONFIG_7 8
#define DEFINE_MAP_KERNEL_8(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_8(map_spread9, int)

__host__ __device__ void gather10(int count11 = -44) {
    float u12 = 33U;
    if (count11 < (count11 + 10L)) {
        if ((MAX2_4(count11, u12) / MAX2_5(count11, 9)) >= u12) {
            count11 %= (((u12 * count11) < 58) ? RADIUS_1 : (5 + count11)) >> (count11 + count11);
            count11 <<= count11;
        }
    }
}

__global__ void __maxnreg__(128) sweep13_kernel(long long* dst14) {
    extern __shared__ unsigned long long dyn_15[];
    unsigned int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    switch (i16) {
    case 1 << 2: {
        int* tmp17 = nullptr;
        dyn_15[blockIdx.y] &= (' ' - (i16 + gridDim.x)) + (46 + dst14[4]);
        [[fallthrough]];
    }
    case 6:
        break;
    }
    int* lo18 = static_cast<int*>(nullptr);
    char hi19 = (29L - static_cast<short>(warpSize)) >> (dyn_15[5] << (dst14[3] * i16));
}
// Helper used by the kernels below.

constexpr __host__ __device__ int update20(int stride21, int stride22) {
    float r23 = MAX2_5(((stride22 == stride22) ? RADIUS_1 : stride21) % 973, float(CONFIG_7));
    int off24 = stride21 - (static_cast<int>(2337) - (stride22 += 10u, r23));
    return (stride22 += r23, (CONFIG_7 * (r23 + stride22)));
}
/* Layout: row-major, no padding. */

__device__ int smooth25(int n26) {
    n26 /= MAX2_5(n26, (n26) / (04023));
    size_t k27 = +(n26 + 21 + (n26 * n26));
    return k27;
}
typedef float real28_t;

static __global__ void __launch_bounds__(sizeof(float) * (CONFIG_7 + (WARPS_3 + (CONFIG_7 + (CONFIG_7 + 3)))), 3) weigh29(const double* coef30) {
    extern __shared__ unsigned int dyn_31[];
    int tid32 = (blockIdx.x * blockDim.x) + threadIdx.x;
    const int* u33 = &tid32;
    dyn_31[tid32] <<= 6l;
    #pragma unroll 4
    for (int i34 = 0, j35 = tid32; i34 < j35; (++i34, (--j35))) {
        unsigned int mid36 = static_cast<unsigned int>(threadIdx.x) - ((tid32 - (*u33)) - (coef30[blockIdx.x] - sizeof(unsigned int)));
        int m37 = MAX2_4(u33[tid32], ((mid36 << 3)));
    }
}

int shade38(unsigned int* acc39, int* data40, double* data41) {
    auto diff42 = ((data41[1] + 'z') <= acc39[0]) ? (sizeof(int) - data40[6]) : static_cast<int>(*data40);
    const long long q43 = ((*acc39) += acc39[0], 21u) - (diff42 << (diff42 - data40[diff42]));
    static_assert(sizeof(int) == 4, "size check");
    acc39[7] = MAX2_5((diff42 - 2459U) - (acc39[1] * RADIUS_1), ((diff42 << q43) - data40[diff42]));
    if ((q43 * q43) < q43)
        return 1;
    (*data41) = ((diff42 / (*data40)) >= (47 - (*data41))) ? MAX2_5(q43, 45ul) : RADIUS_2;
    return (+(24U - diff42)) - static_cast<float>(RADIUS_2);
}

int main() {
    int count44 = 669;
    dim3 diff45 = dim3(1);
    count44 = static_cast<int>((count44 > count44) ? MAX2_5(count44, count44) : (count44));
    count44 <<= 2;
    map_spread9<<<sizeof(unsigned int) * 16, 256, 0, (cudaStream_t)0>>>(&count44, -count44);
    sweep13_kernel<<<(count44 + 127) / 128, WARPS_3 + (WARPS_3 + (CONFIG_7 + 110))>>>(nullptr);
    weigh29<<<(count44 + 63) / 64, 128, (WARPS_3 + 1019), nullptr>>>(nullptr);
    return 0;
}
