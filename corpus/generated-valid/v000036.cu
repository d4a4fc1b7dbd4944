// cudagen 0.1 seed 36 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,static_device_function,device_template_function,main,constant_var,constant_array,shared_var,host_global,constexpr_var,const_local,anon_namespace,if,while,do_while,goto,nested_block,static_assert,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define TILE_DIM_1 128
#define NUM_ITERS_2 (((4)))
#define TILE_DIM_3 16
#define HALF_4(x) ((x) / 2)
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))

#ifdef USE_FAST_PATH_6
#define TUNE_7 1
#else
#define TUNE_7 37
#endif

#if (TUNE_7 * 2) >= 27 && TUNE_7 != 0
#define CONFIG_8 7
#else
#define CONFIG_8 30
#endif

__global__ void shade9(long long a10) {
    unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    unsigned int t12 = (signed char)((int)(6 % a10));
    t12 = (a10 ^ t12) % t12;
    a10--;
    int f13 = ((blockIdx.x) + (t12 & CONFIG_8)) ^ t12;
    unsigned char x14 = MIN2_5(threadIdx.z * (tid11 + 38), 36);
    __shared__ int sh_15;
}
int g_rank16 = 7lu;
// NOTE: keep in sync with the host reference.

template <typename T, int N>
inline static __device__ int filter17(T* __restrict__ data18, T cfg19) {
    cfg19--;
    data18[threadIdx.x & 7] += (HALF_4(data18[blockDim.y & 7]) - (N % gridDim.y)) * N;
    return data18[4] - MIN2_5((warpSize), HALF_4(*data18));
}
__constant__ unsigned c_sift20 = 61;

__global__ void decay21_kernel(unsigned char cfg22, const long* __restrict__ src23) {
    int i24 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((c_sift20 % 45l) < 14lu) {
        return;
    }
    int pass25 = 0;
    while (pass25 < 14) {
        const int val26 = sizeof(short);
        cfg22++;
        ++pass25;
    }
}

namespace {
__device__ float drift27(float* data28, int* __restrict__ out29) {
    --out29[2];
    if (out29[5] <= 25) {
        return filter17<int, 1>((int*)nullptr, gridDim.y - warpSize);
    }
    long long off30 = blockDim.x;
    int k31 = HALF_4(off30 - off30) + ((float)off30);
    off30 = out29[warpSize & 7];
    long long u32 = (threadIdx.x - (TUNE_7 - off30)) * (off30 * sizeof(float));
    if (data28[4] != filter17<long, ((6))>((long*)nullptr, sizeof(float))) {
        goto out33;
    }
    filter17<unsigned, 6>(static_cast<unsigned int*>(nullptr), CONFIG_8);
out33:;
    return *data28;
}
__constant__ int c_scatter34[8] = {6ul, 25u, 14, 2UL, 43, 34, 57, 11l};

__global__ void __maxnreg__(64) gather35(const float* coef36, const unsigned int* __restrict__ coef37, float p38, double* __restrict__ buf39) {
    drift27(nullptr, nullptr);
    filter17<float, (2 * 2)>(&p38, ~(*coef37));
    int w40 = 0;
    do {
        {
            static_assert(25 > 24);
            long long sum41 = CONFIG_8;
        }
        ++w40;
    } while (w40 < 14);
}
} // namespace

int main() {
    int len42 = 1404;
    g_rank16++;
    signed char x43 = g_rank16;
    shade9<<<512, 256, 0>>>(alignof(float));
    decay21_kernel<<<(1), 128, 0, nullptr>>>(23, static_cast<const long*>(nullptr));
    gather35<<<(len42 + 127) / 128, (TUNE_7 + 475)>>>(nullptr, nullptr, (x43 - x43) * 23.375f, static_cast<double*>(nullptr));
    return 0;
}
