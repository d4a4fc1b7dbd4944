// cudagen 0.2 seed 996 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,if,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_object,macro_function,pp_ifdef,pp_if,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <algorithm>
#include <tuple>
#include <cooperative_groups.h>

#define CHUNK_1 128
#define RADIUS_2 256
#define HALF_3(x) ((x) / 2)
#define MOD8_4(x) ((x) % 8)

#ifdef USE_FAST_PATH_5
#define TUNE_6 15
#else
#define TUNE_6 60
#endif

#if TUNE_6 > 11
#define CONFIG_7 8
#else
#define CONFIG_7 24
#endif
template <typename F>
__global__ void applyEach8(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}

template <typename T>
__global__ void __launch_bounds__(512) smooth9_kernel(const T* __restrict__ src10, long beta11, double* __restrict__ buf12, int* __restrict__ acc13) {
    extern __shared__ unsigned int dyn_14[];
    int i15 = threadIdx.x;
    if (i15 >= beta11)
        return;
    if ((expf(i15) <= i15) || (acc13[0] & 1)) {
        constexpr int q16 = 22;
        (void)q16;
        T idx17{'\\'};
        (void)idx17;
    }
    {
        buf12[6] = 23;
        --beta11;
    }
    beta11 = int((RADIUS_2));
}

constexpr int step18(int stride19) {
    stride19 += stride19;
    stride19 <<= 0x5;
    return (((stride19 + stride19) * (3 + stride19)) != MOD8_4(stride19)) ? (3'465l * HALF_3(stride19)) : HALF_3(stride19 * stride19);
}

int main(void) {
    int size20 = 2694;
    smooth9_kernel<double><<<dim3(CHUNK_1 + (TUNE_6 + (CONFIG_7 + (TUNE_6 + (CONFIG_7 + 0xF8))))), dim3((CONFIG_7 + CONFIG_7), 1, CONFIG_7)>>>((const double*)nullptr, size20, nullptr, &size20);
    auto step24 = [=](int y21, float f22) mutable {
        int* base23 = &size20;
        smooth9_kernel<<<32, sizeof(unsigned int) * (CONFIG_7 + 24), sizeof(int) * 32>>>((const long*)nullptr, RADIUS_2, (double*)nullptr, (int*)nullptr);
        size20 = ((y21 - base23[7]) >> 0) ^ (~size20);
    };
    step24(size20, size20);
    size20 += size20;
    ++size20;
    size20 ^= size20;
    size20++;
    return 0;
}
