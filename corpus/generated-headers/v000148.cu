// cudagen 0.2 seed 148 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,main,constexpr_var,ternary,compound_assign,bitwise,comparison,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,pp_ifdef,pp_undef,if_constexpr,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <numeric>
#include <cmath>
#include <utility>

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 40
#endif
#undef TUNE_4
#define TUNE_4 48
template <typename F>
__global__ void applyEach5(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

__device__ __host__ int bump6(long long a7, int lane8, int *acc9) {
    fmaxf(lane8, 21.75f);
    double flag10{7.0};
    (void)flag10;
    if constexpr (sizeof(void *) == 8) {
    }
    return 38 * lane8;
}

static __global__ void spread11_kernel(const double *input12, const unsigned *src13, int *buf14, const int *__restrict__ coef15) {
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf14) -= i16;
    int t17 = ((coef15 == nullptr) ? double(*input12) : (20u + i16)) / ((16LL & (*coef15)) + ((blockIdx.y > TUNE_4) ? src13[1] : 63));
    (void)t17;
    float v18 = i16;
    (void)v18;
    int stride19 = *input12;
    (void)stride19;
}

int main() {
    int count20 = 829;
    count20 = floorf((52 % count20));
    spread11_kernel<<<dim3(16 * 8, (count20 + 0b111111) / 64, (count20 + 255) / 256), (TUNE_4 + (TUNE_4 + 160)), (4096), 0>>>(nullptr, (const unsigned int*)nullptr, nullptr, nullptr);
    return 0;
}
