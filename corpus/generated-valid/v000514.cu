// cudagen 0.1 seed 514 valid
// features: kernel,kernel_static,kernel_from_macro,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,main,shared_var,extern_shared,constexpr_var,if,goto,compound_assign,bitwise,comparison,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_functional,cast_static,sizeof,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 5
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define USE_FAST_PATH_4

#ifdef USE_FAST_PATH_4
#define TUNE_5 2
#else
#define TUNE_5 56
#endif

__global__ void sift6(unsigned int* data7, const int* input8) {
    extern __shared__ double dyn_9[];
    dyn_9[5] = dyn_9[0b1];
    int u10 = (((*input8) % TUNE_5) + dyn_9[6]) * 3955;
    dyn_9[4] = int(data7[u10]);
    unsigned long long s11 = 38ll;
    long cnt12 = 0b111111ll;
}

__device__ __noinline__ float march13(float q14, int* buf15) {
    q14 = ((*buf15) + (buf15[4] * 46)) & 0b111101u;
    buf15[3] = 46u;
    return buf15[2];
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = (T)(data[i] - (T)1);           \
    }
DEFINE_MAP_KERNEL_16(map_sift17, double)
DEFINE_MAP_KERNEL_16(map_march18, int)

static __global__ void __maxnreg__(64) score19_kernel(int len20, int stride21, const float* coef22, int lane23) {
    if ((stride21 * 49) < 55) {
        goto out24;
    }
    len20 = float(march13(march13(sizeof(int), &lane23), &len20));
    len20 &= ((len20 * 0b1000) | (len20 + lane23)) - ((stride21 ^ lane23) + 3284);
out24:;
}

int main() {
    int size25 = 1384;
    size25 = sizeof(unsigned) + size25;
    int lim26 = size25 | size25;
    if (lim26 != size25) {
        map_march18<<<(TUNE_5 + (TUNE_5 + (CHUNK_1 + 55))) * 4, CHUNK_1 + 27>>>(&size25, size25);
        score19_kernel<<<dim3((size25 + 255) / 256), dim3((size25 + 255) / 256), 512 * 2, 0>>>(12lu, 49, static_cast<const float*>(nullptr), (lim26 + CHUNK_1) & CHUNK_1);
    }
    sift6<<<TUNE_5 * (TUNE_5 + TUNE_5), dim3((lim26 + 255) / 256, CHUNK_1 + 11), (1024)>>>(nullptr, &size25);
    map_sift17<<<dim3((size25 + 31) / 32, (size25 + 127) / 128), 512, 0b0, (cudaStream_t)0>>>(nullptr, (1012ll) | size25);
    return 0b0;
}
