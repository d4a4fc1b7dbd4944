// cudagen 0.1 seed 1853 valid
// features: kernel,kernel_extern_c,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,static_host_function,main,constexpr_var,enum_class,namespace,nested_namespace,if,for,pragma_unroll,static_assert,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 11
#else
#define TUNE_4 30
#endif
enum class Color5 { Slow6, On7 = 4, On8 };

extern "C" {
__device__ __forceinline__ long long step14(Color5 alpha15) {
    if (threadIdx.y > 19) {
        return 5;
    }
    #pragma unroll
    for (int j16 = 0; j16 < 16; ++j16) {
        unsigned int z17 = (0b100 + j16) & (blockDim.x);
        float w18 = TUNE_4;
        z17--;
    }
    alpha15 = alpha15;
    constexpr float mid19 = 4255;
    return mid19 + ((threadIdx.x - 50) * 023);
}

__global__ void decay9(const int *__restrict__ src10) {
    unsigned int i11 = threadIdx.x;
    int f12 = TUNE_4;
    Color5 diff13 = Color5::On7;
    diff13 = Color5::Slow6;
}
}

__global__ void norm20(int n21, unsigned alpha22, double *data23, Color5 p24) {
    int i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    alpha22 = step14(Color5::Slow6) - i25;
    data23[4]--;
    if (!((i25 > alpha22) && ((*data23) == n21))) {
        data23[gridDim.x & 7]++;
        char mid26 = step14(Color5::Slow6);
        alpha22 = (TUNE_4 / alpha22) * 32 * 10l;
    }
}
static_assert(sizeof(int) == 4);

__global__ void bias27(signed char b28) {
    int tid29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    b28 = (43) + b28;
    step14(Color5::On7);
}

namespace util30::v31 {
static unsigned check_tile32(const float *in33, int *acc34) {
    long w35 = 384 + (*acc34);
    ++w35;
    return in33[1] + in33[3];
}
} // namespace util30::v31
/* NOTE: keep in sync with the host reference. */

__global__ void scatter36(const double *input37, const unsigned *coef38) {
    int gid39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr signed char z40 = TUNE_4 + 9;
    if (041 < coef38[gid39 & 7]) {
        return;
    }
    unsigned base41{static_cast<unsigned>(gid39)};
}

int main() {
    int n42 = 972;
    int val43 = util30::v31::check_tile32((const float*)nullptr, &n42);
    for (int j44 = 0, j45 = 016; j44 < j45; (++j44, (--j45))) {
        val43 = (j45 + (n42)) - n42;
        if (util30::v31::check_tile32(nullptr, &n42) > j45) {
            continue;
        }
    }
    unsigned int lim46 = (val43) * ((n42 - 11) - (val43 + val43));
    decay9<<<128 * 4, TUNE_4 + (TUNE_4 + 10)>>>(&val43);
    norm20<<<8, TUNE_4 + (TUNE_4 + (TUNE_4 + (TUNE_4 + 84))), sizeof(float) * 32, (cudaStream_t)0>>>(-15, -n42, (double*)nullptr, Color5::On8);
    bias27<<<dim3((n42 + 255) / 256), 32, 0, nullptr>>>(n42);
    return 0b0;
}
