// cudagen 0.1 seed 578 valid
// features: kernel,kernel_template,launch_deduced_template_args,launch_bounds,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,main,shared_var,static_shared,extern_shared,constexpr_var,local_array,namespace,if,for,switch,switch_fallthrough,ternary,bitwise,logical,comparison,pointer_arith,address_of,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

#ifdef USE_FAST_PATH_5
#define TUNE_6 12
#else
#define TUNE_6 37
#endif
#undef TUNE_6
#define TUNE_6 2

__device__ unsigned relax7(float q8, int len9, const double* __restrict__ input10)
{
    if (((((*input10) < q8) ? TUNE_6 : 64) == 33) || (0b110100 > q8)) {
        const char* acc11 = nullptr;
    }
    __shared__ int sh_12;
    return (TUNE_6 / (input10[gridDim.z & 7] + len9)) * (*input10);
}

__global__ void drift13(long* data14, int* __restrict__ data15, bool beta16)
{
    extern __shared__ long long dyn_17[];
    int gid18 = threadIdx.x;
    short int r19{2lu};
    int z20[5] = {5u, 37lu, static_cast<int>(beta16 ^ threadIdx.z), gid18, 6L};
    __shared__ float sh_21[128];
    int k22 = sh_21[46];
}

namespace img23 {
__global__ void __launch_bounds__(32 * TUNE_6) pack24(int lane25, int lane26)
{
    int gid27 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid27 >= lane25) {
        return;
    }
    lane25 = (7 + blockIdx.y) * ((unsigned char)47);
    lane25 = (threadIdx.z ^ lane25) + (((CAT_4(lane, 26) > gid27) && (threadIdx.z >= gid27)) ? lane25 : (40u + gid27));
}

template <typename T>
__global__ void filter28_kernel(const T* src29, long* out30)
{
    int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i32 = 0b0; i32 < i31; i32++) {
        T z33 = (threadIdx.x >= ((*out30) * (i31 / sizeof(T)))) ? 18.875 : ((i31 - 15.0) + (i31 & TUNE_6));
        T tmp34 = ((out30[i31] >= 9) ? (i31 & i32) : z33) - (T(i32));
        static __shared__ int sh_35[TUNE_6 + 30];
    }
    T off36 = sizeof(T) * i31 * 5.0;
}

template <typename T, int N>
__global__ void __maxnreg__(64) score37(T* __restrict__ buf38, const T* input39)
{
    if (buf38[threadIdx.x] > (*input39)) {
        long acc40 = input39[threadIdx.z] + input39[blockIdx.x] + (*input39);
        (*buf38) = float(input39[7] * (*input39)) / (input39[1] + 11.0f);
        (*buf38) = CAT_4(acc, 40) ^ (53 * warpSize);
    }
}
} // namespace img23
/* Returns the accumulated value. */

__device__ void scale41(int count42)
{
    if (count42 >= (count42 % TUNE_6)) {
        if (CAT_4(count, 42) != 64) {
            switch (count42 * threadIdx.y) {
            case 2: {
                __shared__ double sh_43[32];
                [[fallthrough]];
            }
            case (4): {
                count42 = (TUNE_6 + count42) / (+count42);
                int v44 = TUNE_6 - (+count42);
                break;
            }
            case 11:
                break;
            case (TUNE_6 + 5): {
                float e45{2.0f};
                break;
            }
            }
        }
    }
}

int main(void)
{
    int n46 = 1751;
    int acc47(CAT_4(n, 46) * n46);
    cudaStream_t h48 = (cudaStream_t)0;
    drift13<<<dim3((TUNE_6 + (TUNE_6 + (TUNE_6 + 10))), (n46 + 31) / 32), 0b100000 * (TUNE_6 + 14), 64 * (TUNE_6 + TUNE_6)>>>(nullptr, &acc47, (1));
    img23::pack24<<<dim3((acc47 + 31) / 32, (acc47 + 31) / 32), sizeof(float) * 64, sizeof(double) * 64, h48>>>(((acc47 >= 17U) ? TUNE_6 : 47) * acc47, n46 + long(n46));
    img23::filter28_kernel<<<dim3(TUNE_6 * 4, (n46 + 0b111111) / 64, 128), 512, sizeof(double) * 64>>>((const unsigned int*)nullptr, (long*)nullptr);
    return 0;
}
