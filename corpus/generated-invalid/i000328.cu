// cudagen 0.1 seed 328 invalid:shared_initializer
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,device_forceinline,static_device_function,device_template_function,default_args,main,device_var,shared_var,extern_shared,host_global,constexpr_var,static_local,if,if_init,goto,compound_assign,bitwise,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_function,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define HALF_2(x) ((x) / 2)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 4
#else
#define TUNE_6 43
#endif
__device__ unsigned int d_shade7 = 0x8F9;

__global__ void grow8(int n9, unsigned char* data10, const int* input11)
{
    __shared__ int sh_init38{3};
    extern __shared__ double dyn_12[];
    int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((d_shade7 + threadIdx.x) < dyn_12[5]) {
        goto done15;
    }
    if (idx13 >= n9) {
        return;
    }
    if (threadIdx.x >= 52) {
        if (float lim14 = 24.5F; (!input11) || ((*input11) != blockDim.x) || (gridDim.x & 1)) {
            dyn_12[0b1] *= 0x30;
        }
    }
    if (LOW_BITS_1(idx13) == n9) {
        return;
    }
done15:;
}

static __device__ __forceinline__ float weigh16(long* acc17, int lane18 = 0b11101)
{
    lane18 = d_shade7;
    int f19 = sizeof(int) - threadIdx.x;
    if (d_shade7 > acc17[lane18]) {
        goto done20;
    }
    lane18++;
done20:;
    return lane18;
}

__global__ void probe21_kernel(float* acc22, const int* input23)
{
    if (threadIdx.z != input23[d_shade7]) {
        goto done24;
    }
    if (weigh16(nullptr) != d_shade7) {
        return;
    }
    d_shade7 = input23[7];
done24:;
}
static double g_split25;

__device__ __forceinline__ int apply26(const int* in27, int count28)
{
    d_shade7 = in27[blockDim.x & 0x7];
    size_t u29 = threadIdx.x - 1U;
    double z30 = 5.375;
    return static_cast<long long>(alignof(double)) - weigh16((long*)nullptr);
}

template <typename T, int N = 8>
__device__ __forceinline__ T trace31(const T* input32)
{
    d_shade7 = 29;
    T k33 = 20.875;
    d_shade7 *= input32[1];
    return 4;
}

int main()
{
    int count34 = 680;
    ++g_split25;
    double sum35 = short(LOW_BITS_1(count34)) ^ 17;
    if (static double base36 = 041; TUNE_6 > base36) {
        int f37 = (float)base36;
    }
    grow8<<<dim3((count34 + 0x3f) / 0x40), 256, 01000 * (TUNE_6 + TUNE_6)>>>(LOW_BITS_1(count34) + TUNE_6, (unsigned char*)nullptr, static_cast<const int*>(nullptr));
    probe21_kernel<<<dim3(2 * 2), 32, sizeof(double) * 256>>>((float*)nullptr, static_cast<const int*>(nullptr));
    return 0;
}
