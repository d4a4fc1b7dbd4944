// cudagen 0.1 seed 414 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_template_function,main,constexpr_var,const_local,if,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 5
#define WARPS_2 8
#define TILE_DIM_3 16
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 3
#else
#define TUNE_7 41
#endif

template <typename T, int N>
inline __device__ T grow8(T *dst9, unsigned cfg10)
{
    --(*dst9);
    int lo11(32UL);
    if ((dst9[4] <= dst9[cfg10]) && cfg10) {
        return ~(lo11 - cfg10);
    }
    T h12 = 19.625f;
    if ((lo11 > cfg10) || (threadIdx.x < h12)) {
        return CHUNK_1;
    }
    return 23.875;
}

__global__ void warp13_kernel(int len14, int count15, const float *src16, const int *in17)
{
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    count15--;
    count15 = (count15) & (TUNE_7 >> (*in17));
    double lim19 = grow8<unsigned, 1>((unsigned int*)nullptr, in17[7]);
    len14 *= (TILE_DIM_3 - (lim19 - len14)) - WARPS_2;
}

__global__ void merge20_kernel(const unsigned char *in21, int *buf22, size_t *data23, int len24)
{
    unsigned i25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*buf22) %= data23[len24];
    const int res26 = 0b0 << buf22[len24];
    grow8<int, (2 * 3)>(buf22, (*in21) | unsigned(gridDim.x));
}

int main()
{
    int size27 = 2212;
    if (!size27) {
        size27 %= size27;
        long long sum28 = TILE_DIM_3;
    }
    warp13_kernel<<<dim3(TUNE_7 + 215, (size27 + 255) / 256), 64 * (CHUNK_1 + 3), (TUNE_7 + (TUNE_7 + 056)) * 8, nullptr>>>(CHUNK_1, (size27 + size27) & sizeof(double), (const float*)nullptr, nullptr);
    merge20_kernel<<<(size27 + 127) / 128, dim3((size27 + 127) / 128, (size27 + 63) / 64, (size27 + 077) / 64), 0>>>(nullptr, nullptr, (unsigned long*)nullptr, size27);
    return 0;
}
