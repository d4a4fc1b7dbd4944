// cudagen 0.1 seed 34 invalid:memory_space_local_in_host
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_device_function,host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,const_local,enum,namespace,if,if_else,if_init,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define RADIUS_1 5
#define CAT_2(a, b) a##b

constexpr int host_filter3(int count4) {
    int idx5(CAT_2(count, 4) - sizeof(size_t));
    return (((count4 + sizeof(int)) < 35) ? (count4 % CAT_2(idx, 5)) : RADIUS_1);
}
enum Op6 { HIGH7, ADD8 = 5, GREEN9, HIGH10 };

namespace ops11 {
static __device__ __noinline__ float rank12(int n13, int len14, int count15) {
    if (!((len14 + len14) <= len14)) {
        n13 = count15;
    }
    --len14;
    return -0b100010L;
}
} // namespace ops11

__device__ int clamp16(size_t *buf17, int count18, const int *__restrict__ src19) {
    Op6 diff20 = ADD8;
    Op6 off21 = diff20;
    return 30;
}

template <typename T, int N = 5>
__global__ void relax22_kernel(T q23, int len24, signed char b25, T *data26) {
    extern __shared__ int dyn_27[];
    int gid28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int lo29 = (ops11::rank12(gridDim.x, N, threadIdx.x) - sizeof(int)) * 32;
    __shared__ unsigned char sh_30[32];
}

__host__ __device__ int score31(float cfg32, double *data33) {
    long r34 = (cfg32 * 3) - ((*data33) * cfg32);
    signed char u35{42lu};
    r34 = (((21 > CAT_2(u, 35)) ? 10 : sizeof(unsigned long long)) * RADIUS_1) >> 0b0;
    return ADD8 % (u35 - 40);
}

inline __host__ __device__ void tile36(const int *src37) {
    score31(score31(5.625f, nullptr) * (61ul | src37[1]), nullptr);
}

__device__ __forceinline__ int norm38(const int *input39, double q40, int len41) {
    q40 = score31(u8'#', &q40);
    tile36(input39 + len41);
    return 0b110101 * CAT_2(q, 40);
}

static __device__ __noinline__ double clamp42(int stride43, long long b44) {
    __shared__ unsigned long sh_45[8];
    stride43 = 0b1111 + CAT_2(stride, 43) + (HIGH10 + CAT_2(b, 44));
    b44 = b44;
    sh_45[0] = b44 / ops11::rank12(blockDim.x / GREEN9, ops11::rank12(sh_45[b44], b44, stride43), sh_45[0]);
    return CAT_2(b, 44);
}

namespace img46 {
constexpr int run_filter47(int count48) {
    int diff49 = 234U;
    return host_filter3(diff49);
}

constexpr int warp50(int n51) {
    constexpr double r52 = 12.875;
    n51 = ((double)host_filter3(CAT_2(n, 51)));
    return (img46::run_filter47(n51) - n51) << n51;
}
} // namespace img46

int host_update53(unsigned long q54, int n55) {
    relax22_kernel<unsigned, 0b101><<<(q54 + 127) / 128, 32, sizeof(int) * 64, nullptr>>>(~(CAT_2(q, 54) + HIGH7), q54, CAT_2(q, 54), (unsigned int*)nullptr);
    q54 = host_filter3(q54);
    Op6 y56 = HIGH7;
    double u57 = RADIUS_1;
    return 55;
}

int main() {
    int size58 = 2947;
    static __shared__ float local_mem61;
    if (const unsigned int k59 = size58; (size58 + 1467) != score31(19.25F, nullptr)) {
        size58 = ADD8;
    } else {
        Op6 off60 = GREEN9;
    }
    return 0;
}
