// cudagen 0.1 seed 282 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,constexpr_var,if,goto,static_assert,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define RADIUS_1 8
#define BLOCK_SIZE_2 (32)
#define LOW_BITS_3(x) ((x) & 0xF)
#define ADD3_4(a, b, c) ((a) + (b) + (c))
#define SWAP_5(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#if (RADIUS_1 * 2) >= 43 && RADIUS_1 != 0
#define CONFIG_6 1
#else
#define CONFIG_6 32
#endif
#undef RADIUS_1
#define RADIUS_1 24

__device__ float combine7(int count8, unsigned char a9) {
    a9 = (a9 ^ (count8));
    double idx10 = count8;
    int lo11 = count8;
    a9++;
    return count8;
}

inline int host_step12(const unsigned *input13, unsigned int p14) {
    p14++;
    p14 = LOW_BITS_3(p14);
    return input13[0] - p14;
}

__global__ void sift15(unsigned int *out16, double *out17, int *data18, float *out19) {
    int gid20 = threadIdx.x;
    data18[6] = ADD3_4(+LOW_BITS_3(warpSize), 8ull, (0b100111 + gid20) % data18[1]);
    out19[gid20 & 7] = combine7(*out19, *out16) + combine7(combine7(14, threadIdx.x), 255);
    (*data18) = (out17[5]);
    static_assert(51 == 063, "tile must fit");
    float acc21 = (gid20 * 1.625f) - (RADIUS_1 % (data18[7] & out16[gid20 & 7]));
    combine7(49ULL, (out16[gid20] * data18[0]) - (6l | data18[7]));
    acc21 = combine7(combine7(out17[gid20] / threadIdx.x, acc21), 053);
}

__device__ void reduce22(int *buf23, long alpha24) {
    combine7(sizeof(int), -combine7(-59, buf23[alpha24 & 0b111]));
    buf23[warpSize] = LOW_BITS_3(buf23[alpha24] + buf23[blockDim.x & 7]) * combine7(sizeof(unsigned int), (unsigned int)63);
    float lim25 = *buf23;
    unsigned v26{8ul};
    if (0b100100 < lim25) {
        return;
    }
}

__device__ void pack27(int len28) {
    if (len28 == len28) {
        goto out29;
    }
    static_assert(sizeof(int) == 4);
    combine7(len28, 036lu);
    len28 = sizeof(int) * len28;
out29:;
}

int main(void) {
    int size30 = 850;
    int tmp31 = 01513;
    int t32 = host_step12(nullptr, CONFIG_6);
    sift15<<<2, (BLOCK_SIZE_2), 0b0, (cudaStream_t)0>>>(nullptr, (double*)nullptr, &size30, (float*)nullptr);
    return 0;
}
