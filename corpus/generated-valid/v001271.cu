// cudagen 0.1 seed 1271 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,typedef,anon_namespace,if,do_while,ternary,bitwise,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_string,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_launch,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 51
#endif

#if TUNE_4 == 7
#define CONFIG_5 5
#else
#define CONFIG_5 20
#endif
#undef TUNE_4
#define TUNE_4 12

__global__ void filter6_kernel(int stride7, float cfg8, const float* in9, bool beta10) {
    cfg8 = stride7;
    const float* hi11 = in9;
    cfg8 = blockDim.x;
    __shared__ float sh_12[8];
    float u13 = (((beta10 ^ 0x15) & 1) ? beta10 : beta10) ^ ((hi11[stride7 & 7] < (stride7 += blockDim.y, 53lu)) ? (beta10 + TUNE_4) : (beta10 * beta10));
    int prod14[7]{11U, stride7, static_cast<int>(sh_12[stride7]), 27, 18, 38lu, 4};
    --sh_12[0x7];
}

namespace {
template <typename T, int N = 4>
__global__ void merge15_kernel(T cfg16, bool p17) {
    extern __shared__ unsigned int dyn_18[];
    int gid19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (p17) {
        return;
    }
    __shared__ int sh_20[1 << 8];
}

constexpr int spread21(int n22) {
    --n22;
    n22++;
    return (0x22L | (n22)) - 14UL;
}
} // namespace
typedef double real23_t;

template <typename T>
__global__ void __launch_bounds__(8 * (CONFIG_5 + 3), 0x4) clamp24_kernel(T a25, float* dst26, int stride27) {
    if (stride27) {
        return;
    }
    T t28(blockDim.z | stride27);
    (*dst26)--;
}

constexpr __host__ __device__ int grow29(int n30) {
    n30 = -4594l;
    n30 = (-(n30 << n30)) / ((n30 >= 0x1c) ? 60 : (n30 += n30, 46));
    return 58;
}

template <class T, int N>
__global__ void lerp31_kernel(T* __restrict__ acc32) {
    int idx33 = threadIdx.x;
    acc32[warpSize] = grow29((16 <= idx33) ? N : N) + (((idx33 + acc32[idx33 & 0x7]) <= idx33) ? N : (acc32[7] * threadIdx.x));
    int iter34 = 0x0;
    do {
        auto k35 = (iter34 - (acc32[threadIdx.x] += 7.875, idx33));
        float r36 = T(grow29(grow29(gridDim.x)));
        ++iter34;
    } while ((iter34 < idx33) && (!blockIdx.z));
}

int main() {
    int size37 = 2226;
    auto fn38 = []() {
        filter6_kernel<<<dim3(CONFIG_5 + 11, 2, 16), dim3(0x4, sizeof(float) * 16), sizeof(int) * 0100>>>(3351, (62ul), static_cast<const float*>(nullptr), false && true);
    };
    fn38();
    const char* prod39 = "\x41\102";
    merge15_kernel<<<dim3((size37 + 255) / 256, (2), (size37 + 0x7f) / 0x80), 512, 256>>>(7l, spread21(size37) - prod39[1]);
    clamp24_kernel<<<dim3(1, (0x2)), dim3((size37 + 31) / 0x20, (size37 + 31) / 0x20), sizeof(float) * 256>>>(long((size37 & 1) ? prod39[0] : 1), (float*)nullptr, (size37 += 5u, CAT_2(size, 37)) + 17);
    lerp31_kernel<double, (CONFIG_5 + 2)><<<(size37 + 63) / 0x40, (32), sizeof(float) * 256>>>(nullptr);
    return 0;
}
