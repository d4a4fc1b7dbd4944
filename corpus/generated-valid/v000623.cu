// cudagen 0.1 seed 623 valid
// features: kernel,kernel_template,kernel_from_macro,maxnreg,launch,launch_dim3,builtin_vars,main,device_var,device_array,shared_var,shared_2d,static_shared,extern_shared,constexpr_var,auto_var,enum,using_alias,namespace,for,goto,bitwise,shift,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,cast_static,macro_object,macro_function,pp_ifdef
#include "prelude.cuh"

#define CHUNK_1 8
#define CHUNK_2 8
#define NUM_ITERS_3 128

#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 34
#endif

__global__ void smooth6_kernel(int *out7, unsigned int *out8) {
    extern __shared__ int dyn_9[];
    static __shared__ float sh_10[32];
    for (int it11 = 0, j12 = 8; it11 < j12; (++it11, (--j12))) {
        __shared__ int sh_13[32];
        sh_10[it11 & 31] = 0x1p0f;
        auto acc14 = TUNE_5;
    }
    __shared__ unsigned long sh_15[TUNE_5 + 94];
}
#define DEFINE_MAP_KERNEL_16(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_16(map_weigh17, float)
DEFINE_MAP_KERNEL_16(map_bump18, double)
static __device__ unsigned int d_warp19 = 7 * 7;
__device__ char d_apply20;

namespace kern21 {
template <typename T, class U>
__global__ void score22(T b23, U p24, T *buf25, const U *input26) {
    if (buf25 != nullptr) {
        goto done27;
    }
    d_apply20++;
    p24 = (p24 += 16.25, p24);
done27:;
}
using ptr28_t = int*;
enum State29 {
    SLOW30,
    IDLE31,
    FAST32 = 5,
    ADD33 = 10,
    BUSY34 = 14
};
} // namespace kern21
using idx35_t = int;

template <class T, class U>
__global__ void gather36_kernel(const U *coef37, idx35_t lane38, U cfg39, U *out40) {
    for (int it41 = 0; it41 < 2; ++it41) {
        __shared__ idx35_t sh_42[(kern21::IDLE31 + 6)][3];
        for (int j43 = 0; j43 < 13; ++j43) {
            lane38 = (d_warp19);
            lane38 = d_apply20;
        }
    }
}

namespace detail44 {
__global__ void __maxnreg__(32) pack45_kernel(const int *input46, kern21::State29 alpha47, long *out48) {
    idx35_t res49 = (double)(kern21::SLOW30 - (~input46[0]));
    __shared__ unsigned int sh_50[015][6];
}
} // namespace detail44
__device__ idx35_t d_rank51[4] = {38, -34ll};

__global__ void fold52_kernel(float *data53, short int *data54, int n55) {
    d_apply20 = data54[d_warp19];
    idx35_t res56 = (d_apply20 += n55, kern21::BUSY34) | ((short int)'a');
}
enum Color57 {
    GREEN58 = 2,
    IDLE59 = 5,
    BLUE60,
    MUL61,
    BLUE62
};

int main() {
    int size63 = 2615;
    size63 = size63 * size63;
    size63--;
    size63 = (27 - (size63 * CHUNK_2)) * ((U'0') & ((unsigned int)size63));
    smooth6_kernel<<<1 << kern21::IDLE31, (kern21::FAST32 + 507)>>>((kern21::ptr28_t)nullptr, nullptr);
    map_weigh17<<<(size63 + 037) / 32, 0200>>>((float*)nullptr, size63);
    map_bump18<<<dim3(256), 64>>>(static_cast<double*>(nullptr), size63 * 11l);
    return 0;
}
