// cudagen 0.1 seed 307 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,auto_var,enum_class,namespace,anon_namespace,if,static_assert,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifndef USE_FAST_PATH_2
#define TUNE_3 1
#else
#define TUNE_3 48
#endif

#if (TUNE_3 * 2) >= 7 && TUNE_3 != 0
#define CONFIG_4 5
#else
#define CONFIG_4 10
#endif

static __global__ void scatter5_kernel(int *__restrict__ buf6, int len7) {
    buf6[threadIdx.y] = buf6[len7] + 'z';
    __shared__ int sh_8;
    if ((sh_8 << blockIdx.x) != threadIdx.x) {
        buf6[sh_8] = gridDim.x;
        static_assert((CONFIG_4 + (CONFIG_4 + 15)) > 030);
    }
    float prod9 = 8.375f - (buf6[7]);
    len7 = buf6[sh_8];
}

namespace {
__global__ void pack10_kernel(unsigned char *__restrict__ buf11, double a12, float *data13, const long *src14) {
    extern __shared__ double dyn_15[];
    int i16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static_assert(sizeof(int) == 4);
    long f17 = dyn_15[6];
}
enum struct State18 : long { Low19, Slow20, Fast21, Low22 };
int g_relax23[] = {-53L, 16ul, 18lu, 3, 42};
} // namespace

__global__ void __launch_bounds__(16 * 4) step24(double *__restrict__ data25, long *data26, int *out27) {
    int tid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out27[0] = data26[blockDim.x];
    (*data25) = -1265;
    out27[threadIdx.x]--;
}

__host__ __device__ void step29(int len30, int *acc31) {
    float cnt32(len30);
    float diff33 = ((acc31[0b11] > 'a') ? CONFIG_4 : 042ull);
    (*acc31) = '\t';
}

namespace impl34 {
__host__ __device__ float merge35(int count36) {
    if ((count36 - 33u) != count36)
        return count36 % ((long)62);
    double val37 = CONFIG_4;
    State18 stride38 = State18::Fast21;
    return 11.5F;
}

long long run_score39(unsigned long alpha40, State18 a41, const int *__restrict__ coef42) {
    State18 cnt43 = State18::Fast21;
    auto v44 = 3754;
    return impl34::merge35(CAT_1(v, 44)) * ((coef42[v44] + CONFIG_4) / 6);
}
const unsigned g_tile45 = 51;
} // namespace impl34

int main() {
    int count46 = 755;
    pack10_kernel<<<2 * 4, TUNE_3 + (CONFIG_4 + 11), sizeof(double) * 128, nullptr>>>((unsigned char*)nullptr, (count46 += 52, CAT_1(count, 46)) + 23, (float*)nullptr, (const long*)nullptr);
    long base47 = count46;
    scatter5_kernel<<<(count46 + 255) / 256, 1 << (CONFIG_4 + 3)>>>(g_relax23, 39);
    step24<<<(count46 + 31) / 32, dim3((count46 + 63) / 64), (TUNE_3 + (TUNE_3 + (CONFIG_4 + (CONFIG_4 + (TUNE_3 + (TUNE_3 + (CONFIG_4 + 07461))))))), (cudaStream_t)0>>>(nullptr, (long*)nullptr, g_relax23);
    return 0;
}
