// cudagen 0.1 seed 1899 valid
// features: kernel,kernel_static,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,device_function,device_forceinline,main,device_var,shared_var,shared_2d,constexpr_var,local_array,enum,namespace,if,for,pragma_unroll,do_while,switch,goto,static_assert,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 4
#define RADIUS_2 64
#define BLOCK_SIZE_3 8
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 16
#else
#define TUNE_7 60
#endif
#undef BLOCK_SIZE_3
#define BLOCK_SIZE_3 8

static __global__ void norm8_kernel(const float *in9, long *data10, unsigned int *out11)
{
    int tid12 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++(*data10);
    unsigned long mid13(63L);
    constexpr float diff14 = 0x19LL;
    int iter15 = 0;
    do {
        float stride16(diff14);
        ++iter15;
    } while (iter15 < iter15);
    if (blockIdx.x) {
        return;
    }
}

static __global__ void rank17_kernel(const int *input18, const unsigned int *coef19, int len20, int n21)
{
    unsigned int gid22 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid22 >= len20) {
        return;
    }
    for (int n23 = 13; n23 > 0; --n23) {
        #pragma unroll 8
        for (int i24 = (blockIdx.x * blockDim.x) + threadIdx.x; i24 < len20; i24 += blockDim.x * gridDim.x) {
            static_assert((WARPS_1) == 4, "size check");
        }
        __shared__ unsigned int sh_25[16][(2)];
    }
}

namespace detail26 {
__device__ __forceinline__ int clamp27(float *buf28, int *out29, float alpha30)
{
    double k31 = threadIdx.x;
    __shared__ int sh_32[128];
    if (out29[warpSize]) {
        return -(+k31);
    }
    constexpr double hi33 = 7.25f;
    return alpha30;
}

inline __device__ double clamp34(int n35, int len36)
{
    int diff37[5] = {};
    int x38 = detail26::clamp27((float*)nullptr, &len36, len36);
    return n35;
}
__device__ int d_rank39 = 0b111001;
} // namespace detail26
enum Axis40 : unsigned int { ON41, OFF42 = 5 };
constexpr long STEPS43 = OFF42;

__global__ void spread44_kernel(unsigned int *buf45, int *out46, const unsigned int *coef47)
{
    int idx48 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double z49{24.25};
    __shared__ int sh_50;
    int s51 = (coef47[idx48] - detail26::d_rank39) + (*out46);
    if ((coef47[blockIdx.y] * 30) <= z49) {
        goto out52;
    }
    detail26::clamp27(nullptr, &sh_50, sh_50);
out52:;
}

inline __device__ void tally53(int len54, int lane55, int count56)
{
    count56 = (detail26::clamp34(STEPS43, detail26::d_rank39) * 0x0U) + STEPS43;
    detail26::clamp34(detail26::clamp34(+len54, 28ULL), TUNE_7);
    lane55 = ((STEPS43 + len54) * STEPS43) / detail26::clamp34(0x27, detail26::d_rank39);
    bool h57 = detail26::clamp27((float*)nullptr, &count56, len54 << lane55) <= TUNE_7;
    switch (lane55 * threadIdx.x) {
    case WARPS_1 + 0x4:
        detail26::d_rank39 = detail26::clamp34(detail26::clamp27(nullptr, &len54, h57), detail26::clamp34(0b11001ul, 0b1110UL)) + h57;
        break;
    case (0x2):
        lane55 = h57;
        break;
    default:
        break;
    }
}

int main()
{
    int len58 = 1995;
    if ((len58 + STEPS43) != 30) {
        len58 = 16;
        int cnt59{2};
        rank17_kernel<<<sizeof(int) * 2, dim3(1)>>>(&cnt59, (const unsigned*)nullptr, 1838U, STEPS43);
    }
    norm8_kernel<<<(len58 + 31) / 32, sizeof(int) * (OFF42 + 3), 0, nullptr>>>(nullptr, (long*)nullptr, nullptr);
    spread44_kernel<<<WARPS_1, dim3((len58 + 255) / 256)>>>((unsigned int*)nullptr, nullptr, (const unsigned int*)nullptr);
    return 0;
}
