// cudagen 0.1 seed 205 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_noinline,static_device_function,host_device_function,main,constexpr_var,const_local,struct,if,for,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 52
#endif
#undef TUNE_4
#define TUNE_4 48

__host__ __device__ int norm5(int n6, int count7, const unsigned char *in8)
{
    count7 = ((TUNE_4 % CAT_2(count, 7)) * 3UL) - count7;
    ++count7;
    count7 -= (n6 % CAT_2(count, 7)) - ((double)TUNE_4);
    for (int n9 = 0; n9 < count7; n9++) {
        (++count7, (count7 -= 6 / (n9 * 55u)));
        n6 += count7;
    }
    return -31;
}

struct Pixel10 {
    int val11;
    float w12;
};

static __device__ __noinline__ void kick13(int n14, int *__restrict__ data15)
{
    if (threadIdx.y == CAT_2(n, 14)) {
        if (n14 <= gridDim.y)
            return;
        for (int i16 = 7; i16 > 0; --i16)
            (*data15) = blockDim.x;
    }
    const signed char off17 = (11ul ^ threadIdx.x) % (n14 ^ 0x1e);
    if (off17 != CAT_2(n, 14)) {
        goto finish18;
    }
    --(*data15);
finish18:;
}

__global__ void __launch_bounds__((256)) split19(float *__restrict__ dst20, int len21, float *acc22)
{
    if ((len21 += CAT_2(len, 21), len21) < 0x27) {
        goto skip25;
    }
    len21 = (778 - (*dst20)) * sizeof(Pixel10);
    if (CAT_2(len, 21) < (warpSize | 0x8)) {
        size_t s23 = 3415;
        const int *s24 = &len21;
    }
skip25:;
}

int main()
{
    int count26 = 3118;
    int stride27 = count26 | (CAT_2(count, 26) * count26);
    for (int i28 = 0x0, j29 = 9; i28 < j29; (++i28, (--j29))) {
        split19<<<8, dim3(16, (j29 + 0b11111) / 32, (i28 + 63) / 64)>>>(nullptr, j29, static_cast<float*>(nullptr));
        dim3 flag30 = dim3(0x2);
        ACCUM_1(count26, (((unsigned int)sizeof(double)) - (j29 | (count26))));
    }
    return 0;
}
