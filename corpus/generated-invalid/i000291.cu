// cudagen 0.1 seed 291 invalid:sizeof_void
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,main,constexpr_var,auto_var,struct,operator_overload,aligned_struct,typedef,namespace,if,ternary,bitwise,logical,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_binary,lit_int_suffix,lit_nullptr,cast_static,alignof,lambda,macro_object,macro_function,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define BLOCK_SIZE_2 ((8 * 0b10))
#define HALF_3(x) ((x) / 2)
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_5

#ifdef USE_FAST_PATH_5
#define TUNE_6 14
#else
#define TUNE_6 26
#endif

#if NUM_ITERS_1 > 95
#define CONFIG_7 2
#else
#define CONFIG_7 27
#endif

namespace impl8 {
struct __align__(8) Bounds9 {
    float count10;
    unsigned int vel11;
    unsigned lo12;
    float vel13;
};

inline __host__ __device__ Bounds9 operator+(Bounds9 a, Bounds9 b) {
    Bounds9 r = a;
    r.count10 += b.count10;
    r.vel11 += b.vel11;
    r.lo12 += b.lo12;
    r.vel13 += b.vel13;
    return r;
}
typedef unsigned int idx14_t;
} // namespace impl8

__global__ void trace15(impl8::Bounds9 a16, unsigned short b17, const float* input18) {
    int idx19 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++b17;
    float off20 = 18 - blockDim.x;
    off20 = (!(64 < threadIdx.x)) ? (19 & static_cast<short>(idx19)) : 23;
    b17 = 5;
}

__host__ float fold21(long p22, long cfg23, const long* in24) {
    auto lam25 = []() {};
    lam25();
    if (((p22 != (*in24)) ? cfg23 : CONFIG_7) > p22) {
        return HALF_3((*in24) + CONFIG_7);
    }
    --p22;
    return alignof(int) * ((cfg23 * p22) - BLOCK_SIZE_2);
}

int main() {
    int len26 = 3391;
    len26 += sizeof(void);
    len26 = len26;
    auto flag27 = fold21(fold21(len26 % 57u, len26 - 514, nullptr), len26 & (NUM_ITERS_1 & len26), static_cast<const long*>(nullptr));
    dim3 e28 = dim3((len26 + 63) / 64, (len26 + 255) / 256);
    dim3 f29(256, (len26 + 127) / 128, 0b100000);
    trace15<<<f29, 256, 4096>>>(impl8::Bounds9{}, +fold21(flag27, flag27, nullptr), nullptr);
    return 0;
}
