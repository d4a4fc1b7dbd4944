// cudagen 0.1 seed 2099 valid
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,static_host_function,main,constant_var,shared_var,extern_shared,host_global,constexpr_var,enum,enum_class,if,for,pragma_unroll,nested_block,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,alignof,macro_object,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 64

#if NUM_ITERS_1 == 64
#define CONFIG_2 5
#else
#define CONFIG_2 12
#endif

__global__ void trace3_kernel(double* out4) {
    unsigned int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    constexpr int lim6 = 28;
    float mid7 = sizeof(float) - out4[idx5];
    mid7 = sizeof(size_t) * idx5;
    int e8 = (sizeof(unsigned));
}

__device__ float update9(long p10) {
    #pragma unroll 2
    for (int j11 = 0; j11 < (4 * 2); j11 += 2) {
        long long lo12 = (NUM_ITERS_1 + (p10 + p10)) * 22;
        #pragma unroll
        for (int i13 = 0; i13 < j11; i13 += 3) {
            lo12 >>= 3;
        }
    }
    bool off14 = warpSize >> 3;
    return off14;
}

long pivot15(unsigned* buf16, int lane17) {
    int val18 = ((unsigned char)(-lane17)) - lane17;
    long off19 = ((lane17 << 7) << (20 % buf16[6])) & sizeof(int);
    return off19 << ((alignof(double) - lane17) ^ off19);
}
enum class Phase20 { Mul21, Idle22 = 4, On23 = 9 };
__constant__ float c_warp24 = 30;
unsigned g_step25 = 32U;
enum Color26 : short {
    ON27 = 3,
    ON28,
    GREEN29,
    FAST30,
    BUSY31 = 11
};

__global__ void __launch_bounds__(128, 4) apply32_kernel(const unsigned* in33) {
    extern __shared__ int dyn_34[];
    unsigned i35 = threadIdx.x;
    if (in33 == nullptr) {
        return;
    }
    dyn_34[i35 & 7] = (22 * dyn_34[i35]) - (51 * i35 * (CONFIG_2 - dyn_34[2]));
    __shared__ float sh_36[8];
}

__global__ void mix37_kernel(int* out38, double* dst39, const int* input40) {
    extern __shared__ int dyn_41[];
    unsigned int i42 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Phase20 m43 = Phase20::On23;
    out38[i42] = out38[2];
}

__global__ void gather44_kernel(float cfg45, float* data46) {
    extern __shared__ float dyn_47[];
    unsigned gid48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Phase20 sum49 = Phase20::Mul21;
    data46[gid48 & 7] = c_warp24 + (blockIdx.y / (warpSize ^ gid48));
    cfg45++;
    if (!(data46[3] > data46[7])) {
        return;
    }
    Phase20 lim50 = Phase20::Idle22;
    Phase20 s51 = Phase20::Idle22;
    __shared__ size_t sh_52[256];
}

__global__ void apply53_kernel(const int* src54, int* out55, const int* src56) {
    int gid57 = threadIdx.x;
    #pragma unroll
    for (int j58 = 0; j58 < gid57; ++j58) {
        float v59 = alignof(double);
        (*out55) = (4 + j58 + 3974) * v59;
    }
    out55[4] *= static_cast<unsigned char>((63ll)) << ((*out55) - (*src56));
}

static unsigned tally60(unsigned int q61, unsigned short a62, int count63) {
    Phase20 acc64 = Phase20::On23;
    {
        gather44_kernel<<<(count63 + 255) / 256, dim3(CONFIG_2 + (ON28 + 119))>>>((1 - q61), nullptr);
        mix37_kernel<<<(g_step25 + 31) / 32, (128), 0, nullptr>>>(nullptr, (double*)nullptr, nullptr);
    }
    apply32_kernel<<<(q61 + 255) / 256, dim3(1 << 7)>>>((const unsigned*)nullptr);
    dim3 f65 = dim3((512), (q61 + 255) / 256);
    int q66(41ul + (~a62) + 50u);
    return q66 - (count63 * ((q66 != alignof(double)) ? 1941 : 15));
}

int main() {
    int len67 = 482;
    g_step25++;
    for (int it68 = 0; it68 < 16; it68++) {
        g_step25 = 33;
        if (it68 == len67) {
            break;
        }
        dim3 f69(CONFIG_2 + 123);
    }
    g_step25 = (len67 & 47) - sizeof(float);
    trace3_kernel<<<dim3(4), 1 << (ON27 + 2), sizeof(int) * 256, nullptr>>>(static_cast<double*>(nullptr));
    apply53_kernel<<<(g_step25 + 255) / 256, ON27 + (ON28 + 25)>>>(nullptr, nullptr, (const int*)nullptr);
    return 0;
}
