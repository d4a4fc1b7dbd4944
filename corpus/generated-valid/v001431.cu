// cudagen 0.1 seed 1431 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_device_function,constexpr_function,main,device_array,shared_var,static_shared,extern_shared,constexpr_var,const_local,using_alias,if,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_string,lit_nullptr,cast_c,cast_static,macro_object,macro_paste,macro_statement,pp_ifdef,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 4
#define TILE_DIM_2 128
#define RADIUS_3 3
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_5(a, b) a##b

#ifdef USE_FAST_PATH_6
#define TUNE_7 2
#else
#define TUNE_7 28
#endif
#undef RADIUS_3
#define RADIUS_3 12
__device__ int d_kick8[32];
using idx9_t = long;

__global__ void __maxnreg__(64) blend10_kernel(const int* input11, const char* in12, int* data13) {
    extern __shared__ unsigned int dyn_14[];
    int gid15 = threadIdx.x;
    if (data13[0] > (d_kick8[1] + data13[1])) {
        d_kick8[threadIdx.x] = 0x9;
        unsigned int cnt16 = *data13;
    }
}

__host__ __device__ idx9_t drift17(int stride18, bool a19, int* data20) {
    idx9_t y21 = NUM_ITERS_1;
    if (y21 < stride18) {
        return ((+y21) == 22) ? y21 : data20[y21];
    }
    static_assert(39 > 0x26, "expected value");
    a19 = data20 == nullptr;
    int z22 = CAT_5(y, 21);
    return y21;
}

__global__ void pivot23(int lane24, const unsigned char* input25) {
    int i26 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i26 >= lane24) {
        return;
    }
    if (drift17(input25[i26] / 34l, i26 + 1, (int*)nullptr) == drift17(3L, input25 == nullptr, d_kick8)) {
        static __shared__ float sh_27;
    }
    --lane24;
}
// Helper used by the kernels below.

constexpr __host__ __device__ int sift28(int count29) {
    const double s30 = count29;
    return s30;
}

int main() {
    int n31 = 07753;
    float tmp32 = sift28(sift28(n31 % CAT_5(n, 31)));
    if (((drift17(TILE_DIM_2, n31, static_cast<int*>(nullptr)) == RADIUS_3) ? drift17(-12, tmp32 <= tmp32, nullptr) : CAT_5(n, 31)) != TUNE_7) {
        n31 = tmp32;
    }
    n31 = tmp32;
    const char* w33 = "path\\to";
    if (((w33[1]) & 1)) {
        return 36;
    }
    blend10_kernel<<<(n31 + 31) / 32, (0x40), 4096, 0>>>((const int*)nullptr, static_cast<const char*>(nullptr), nullptr);
    pivot23<<<(n31 + 63) / 0x40, (NUM_ITERS_1 + 0x3c)>>>((RADIUS_3 < ((w33[1] != n31) ? w33[0] : tmp32)) ? static_cast<int>(tmp32) : (1 % w33[1]), nullptr);
    return 0;
}
