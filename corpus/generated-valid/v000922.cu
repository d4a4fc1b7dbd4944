// cudagen 0.1 seed 922 valid
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,main,struct,operator_overload,if,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,alignof,macro_function,pp_ifdef,pp_if
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define MAX2_2(a, b) ((a) > (b) ? (a) : (b))
#define USE_FAST_PATH_3

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 41
#endif
#if TUNE_4 == 13
#define CONFIG_5 4
#elif TUNE_4 < 0
#error unreachable configuration
#else
#define CONFIG_5 32
#endif
static_assert(sizeof(int) == 0x4, "tile must fit");

struct Particle6 {
    int hi7;
    unsigned int y8;
};

__host__ __device__ Particle6 operator+(Particle6 a, Particle6 b) {
    Particle6 r = a;
    r.hi7 += b.hi7;
    r.y8 += b.y8;
    return r;
}

__global__ void __maxnreg__(32) pack9(int *__restrict__ out10, double cfg11, float *out12, int *__restrict__ acc13) {
    int idx14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    acc13[2] = alignof(int) + LOW_BITS_1(blockDim.x);
    acc13[idx14] ^= out10[0x6];
    if (out12 != nullptr) {
        return;
    }
    (*out12) = ((acc13[threadIdx.y] < (out10[4] * (*out10))) ? acc13[1] : (idx14 - 17.625f)) / (*out12);
    unsigned int y15 = 45u;
    (*acc13) ^= 45;
    (*out12) -= gridDim.x;
}

int main() {
    int count16 = 2428;
    count16++;
    Particle6 v17 = Particle6{};
    int pass18 = 0;
    while ((pass18 < 0xd) && ((pass18 + 0x34) >= count16)) {
        pack9<<<(count16 + 0x7F) / 128, 256>>>((int*)nullptr, pass18, nullptr, static_cast<int*>(nullptr));
        pack9<<<16, 0x1 << (CONFIG_5 + 1), 0, nullptr>>>((int*)nullptr, -33, nullptr, nullptr);
        ++pass18;
    }
    count16 = static_cast<int>(v17.hi7);
    return 0;
}
