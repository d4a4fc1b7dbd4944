// cudagen 0.1 seed 2085 valid
// features: kernel,launch,launch_shared_mem,launch_stream,device_function,static_device_function,host_device_function,default_args,main,constexpr_var,local_array,if,nested_block,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 28
#endif
#undef TUNE_4
#define TUNE_4 12

__global__ void mix5_kernel(int stride6, const double *in7) {
    stride6 = in7[stride6] * (4885U - (in7[stride6] + stride6));
    bool mid8 = (stride6 += 0xf31, stride6) + in7[stride6];
}

static __device__ long decay9(double cfg10, const int *coef11, int n12) {
    if ((n12 * n12) == (+(coef11[n12] - cfg10))) {
        cfg10 = alignof(double);
    }
    cfg10 += (n12 += *coef11, TWICE_PLUS_2(coef11[5] - BLOCK_SIZE_1, coef11[n12]));
    return *coef11;
}

__device__ __host__ long sweep13(int n14, double alpha15 = 21.0F) {
    n14 = TWICE_PLUS_2(alpha15 / 4, 61ULL);
    {
        if (((int)(n14 * 0xel)) != (alpha15 + n14)) {
            n14 += TUNE_4 + alpha15;
        }
        int sum16 = (alpha15 += 11.5F, (n14 >> 0x1));
    }
    ++n14;
    return n14;
}

int main() {
    int n17 = 1112;
    n17 = 35;
    n17 |= 31 - int(n17);
    mix5_kernel<<<(n17 + 255) / 256, 64, sizeof(float) * 32, 0>>>(TWICE_PLUS_2(n17, n17) + (59 + n17), nullptr);
    if (49 >= ((n17 % 64u) * (n17 += -0x1F, 1247))) {
        int s18 = (n17 += n17, (0x46ULL - n17));
        long stride19[5] = {};
    }
    return 0;
}
