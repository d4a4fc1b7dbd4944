// cudagen 0.1 seed 1675 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,main,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,struct,class_private,enum,namespace,nested_namespace,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,pp_if,comments
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define RADIUS_2 (5)
#define NUM_ITERS_3 128
#define LOW_BITS_4(x) ((x) & 0xF)
#define STR_IMPL_5(x) #x
#define STR_6(x) STR_IMPL_5(x)
#if RADIUS_2 > 94
#define CONFIG_7 1
#elif RADIUS_2 < 0
#error unreachable configuration
#else
#define CONFIG_7 9
#endif

__global__ void __launch_bounds__(0x1 << (RADIUS_2 + 3)) scatter8_kernel(const int *in9) {
    unsigned int tid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    for (int i11 = 0, j12 = 0b1100; i11 < j12; (++i11, (--j12))) {
        float r13{static_cast<float>((346))};
        if (!in9) {
            __shared__ int sh_14[10][14];
            r13 += ((i11 / threadIdx.x) < (+(sh_14[i11][1] / r13))) ? in9[0x5] : LOW_BITS_4(in9[0x5]);
        }
    }
}

__global__ void accum15(float cfg16, int *__restrict__ out17, long *buf18, const int *coef19) {
    int tid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    out17[blockIdx.z] &= CONFIG_7;
    cfg16 *= out17[tid20] + LOW_BITS_4(tid20);
}

__global__ void __launch_bounds__(CONFIG_7 + (CONFIG_7 + (NUM_ITERS_1 + 0x6e)), 4) relax21_kernel(const unsigned int *__restrict__ src22, short *__restrict__ acc23, int *out24) {
    extern __shared__ double dyn_25[];
    unsigned int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    (*out24)--;
    --acc23[i26];
}

namespace ops27::sub28 {
inline constexpr int STEPS29 = ((0x3));

static __global__ void filter30_kernel(float *data31, double alpha32, float *out33, size_t *__restrict__ buf34) {
    int i35 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++out33[threadIdx.z];
    bool stride36{false};
    (*data31) *= threadIdx.y;
}
} // namespace ops27::sub28
// Layout: row-major, no padding.

__global__ void __launch_bounds__((128), 0b100) update37_kernel(unsigned int b38, const long *coef39) {
    extern __shared__ char dyn_40[];
    int i41 = threadIdx.x;
    __shared__ int sh_42[1 << 8];
    if (coef39[0x6] < sh_42[i41]) {
        return;
    }
    float hi43 = +blockDim.x;
}

__global__ void warp44_kernel(int *acc45) {
    extern __shared__ double dyn_46[];
    int tid47 = (blockIdx.x * blockDim.x) + threadIdx.x;
    static __shared__ float sh_48[7][ops27::sub28::STEPS29 + (CONFIG_7 + 5)];
    int res49 = 50 - LOW_BITS_4(tid47);
    dyn_46[blockIdx.z] = dyn_46[0];
    int v50 = 52UL / (((int)dyn_46[2]) + (sizeof(int) - res49));
    (dyn_46[v50]++, (v50 += NUM_ITERS_1));
}

class Tile51 {
    unsigned flag53;
public:
    __host__ __device__ Tile51(unsigned a54) : flag53(a54) {}
    __host__ __device__ unsigned mix55() const {
        return ops27::sub28::STEPS29 >> flag53;
    }
};
enum Mode56 : unsigned int { BLUE57 = 1, FAST58, FAST59 };

static __global__ void grow60(float q61) {
    extern __shared__ int dyn_62[];
    int tid63 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_62[2] /= threadIdx.z * q61;
    dyn_62[tid63] = 35;
}

int main(void) {
    int size64 = 2868;
    Mode56 t65 = FAST58;
    if (LOW_BITS_4(t65) > t65) {
        for (int i66 = 0, j67 = 0x6; i66 < j67; (++i66, (--j67))) {
            Tile51 lo68(+j67);
        }
    }
    size64 = 3L;
    scatter8_kernel<<<dim3((size64 + 255) / 256), dim3((size64 + 63) / 64, (size64 + 63) / 64, (size64 + 63) / 64)>>>(nullptr);
    accum15<<<FAST58 + 30, 0x80>>>(LOW_BITS_4(size64), nullptr, nullptr, nullptr);
    relax21_kernel<<<0x1 << (FAST58 + 7), 0x40>>>(nullptr, nullptr, nullptr);
    return 0;
}
