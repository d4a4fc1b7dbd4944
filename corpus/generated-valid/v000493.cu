// cudagen 0.1 seed 493 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_from_macro,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,main,shared_var,host_global,constexpr_var,enum,using_alias,namespace,if,for,while,bitwise,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,macro_object,macro_function,pp_if
#include "prelude.cuh"

#define RADIUS_1 256
#define CHUNK_2 (5)
#define MOD8_3(x) ((x) % 8)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if (RADIUS_1 * 2) >= 46 && RADIUS_1 != 0
#define CONFIG_6 2
#else
#define CONFIG_6 11
#endif
enum Op7 : int { LOW8 = 1, FAST9 };
#define DEFINE_MAP_KERNEL_10(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_10(map_merge11, float)
DEFINE_MAP_KERNEL_10(map_spread12, double)
int g_trace13 = 25lu;
__global__ void accum14_kernel(const int *coef15)
{
    float idx16 = 2 & coef15[0x6];
    for (int n17 = 0; n17 < 8; ++n17) {
        --idx16;
    }
    Op7 diff18 = FAST9;
}
namespace ops19 {
char g_decay20 = -3;
constexpr long BLOCK21 = 2;
template <typename T>
__global__ void drift22_kernel(T *__restrict__ dst23)
{
    unsigned tid24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    T res25 = 8.125f;
    unsigned int mid26 = dst23[tid24 & 0x7];
    int x27 = mid26 / blockDim.z;
    ++(*dst23);
    int w28 = 0x0;
    while (w28 < 13) {
        __shared__ int sh_29;
        if ((gridDim.x + 8) == 0x29) {
            break;
        }
        ++w28;
    }
}
} // namespace ops19
__global__ void __launch_bounds__(512, 2) scale30_kernel(const int *__restrict__ src31, short int *buf32)
{
    int i33 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (buf32[5] == 2) {
        return;
    }
    int *mid34 = reinterpret_cast<int*>(buf32);
    ++mid34[3];
}
using ptr35_t = int*;
enum Color36 { IDLE37, GREEN38, RED39, BUSY40 = 7 };
template <class T, typename U>
__global__ void combine41_kernel(const U *__restrict__ in42, const unsigned char *in43, const T *coef44, char *__restrict__ out45)
{
    int i46 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int pass47 = 0;
    while ((pass47 < pass47) && (gridDim.z > MOD8_3(i46))) {
        __shared__ float sh_48[256];
        out45[threadIdx.z & 7] = (041 | blockDim.x) - CONFIG_6;
        ++pass47;
    }
}
int main()
{
    int size49 = 2467;
    g_trace13++;
    g_trace13--;
    int z50 = static_cast<float>(g_trace13);
    ops19::g_decay20--;
    ops19::drift22_kernel<float><<<(CONFIG_6 + 30), 64 * 0x2, 0, 0>>>(nullptr);
    g_trace13++;
    map_merge11<<<dim3((z50 + 0x7F) / 0200), dim3((128), (g_trace13 + 255) / 256, (size49 + 0xFF) / 256)>>>(nullptr, z50);
    map_spread12<<<1, 128>>>(nullptr, (double)(size49 + 1886UL));
    accum14_kernel<<<8, dim3(1), (4096), (cudaStream_t)0>>>(nullptr);
    return 0;
}
