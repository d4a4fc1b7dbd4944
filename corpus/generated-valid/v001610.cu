// cudagen 0.1 seed 1610 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_device_function,device_template_function,host_function,static_host_function,main,constexpr_var,auto_var,const_local,if,for,pragma_unroll,compound_assign,bitwise,logical,comparison,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_bool,lit_nullptr,cast_c,cast_functional,cast_static,cast_const,sizeof,lambda,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define MOD8_1(x) ((x) % 8)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 7
#else
#define TUNE_4 42
#endif

template <typename T>
__host__ __device__ long probe5(T cfg6)
{
    cfg6 *= TUNE_4;
    const float x7 = cfg6;
    T m8 = cfg6;
    m8 = 5.75f * m8;
    return m8;
}
#define DEFINE_MAP_KERNEL_9(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_9(map_warp10, double)
DEFINE_MAP_KERNEL_9(map_fold11, double)
// NOTE: keep in sync with the host reference.

template <typename T, int N>
__device__ void apply12(T b13, const T* input14, int* dst15)
{
    b13 = float(MOD8_1((*dst15) + 49));
    float z16 = N;
}
// NOTE: keep in sync with the host reference.

__global__ void __launch_bounds__((TUNE_4 + 0126)) update17(const int* coef18, int* data19)
{
    if (data19[6] > ((*data19) + 23U))
        return;
    auto flag20 = (*data19) / coef18[0b110];
}
/* Computes one element per thread. */

__global__ void drift21_kernel(double* data22, int len23)
{
    if ((len23 == len23) || (TUNE_4 > len23))
        return;
    float stride24 = 12.75F;
    stride24 = 'A';
}

template <typename T, class U>
__global__ void count25(U* data26)
{
    data26[2] = TUNE_4;
    #pragma unroll 2
    for (int i27 = 0; i27 < 14; ++i27) {
        (*data26) = *data26;
        #pragma unroll
        for (int i28 = 0; i28 < 0b10000; i28 += 0x3) {
            #pragma unroll 4
            for (int n29 = 0x0; n29 < i27; ++n29)
                data26[n29] = static_cast<double>(sizeof(U) * data26[n29]);
            U diff30 = ((sizeof(int) + i27) - i28) - 21.625F;
        }
    }
}

static long check_sift31(const float* in32)
{
    int flag33 = *in32;
    auto op35 = []() -> int {
        auto val34 = int(12);
        return val34;
    };
    op35();
    const char* r36 = "ok";
    flag33 = 1558;
    flag33 ^= flag33;
    return 50;
}

int main()
{
    int n37 = 06110;
    const int* idx38 = static_cast<const int*>(nullptr);
    map_warp10<<<dim3((n37 + 31) / 32, (n37 + 255) / 256, 1), sizeof(unsigned int) * (TUNE_4 + (TUNE_4 + (TUNE_4 + 0x2)))>>>(nullptr, idx38[n37]);
    n37 %= idx38[n37];
    n37 += 0x15;
    drift21_kernel<<<dim3((n37 + 31) / 32), 256>>>(nullptr, n37);
    map_fold11<<<dim3((16)), TUNE_4 + (TUNE_4 + 44)>>>(nullptr, idx38[n37 & 7]);
    update17<<<4 * 4, 32, sizeof(unsigned int) * 0100>>>(idx38 + 2, static_cast<int*>(nullptr));
    count25<unsigned, float><<<dim3(0x4 * 2, (n37 + 127) / 128), (32), sizeof(float) * 32, 0>>>((float*)nullptr);
    return 0;
}
