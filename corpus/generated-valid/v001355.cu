// cudagen 0.1 seed 1355 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,main,constant_array,shared_var,constexpr_var,auto_var,typedef,using_alias,if,bitwise,shift,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,pp_ifdef,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define BLOCK_SIZE_2 3
#define CAT_3(a, b) a##b

#ifdef USE_FAST_PATH_4
#define TUNE_5 1
#else
#define TUNE_5 41
#endif
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 8

inline __host__ __device__ unsigned int sift6(float p7)
{
    double r8 = p7;
    if (CAT_3(r, 8) != r8) {
        r8 = 0xA58 - CAT_3(r, 8);
        int base9 = 56;
        int z10 = r8;
    }
    return 3;
}

static __global__ void clamp11_kernel(const int* __restrict__ input12, int n13, int len14, int stride15)
{
    double* base16 = (double*)nullptr;
    if (input12[6] <= (*base16))
        return;
    if (((~stride15) & 1))
        return;
}

template <typename T>
__global__ void grow17(T alpha18, T b19, unsigned long p20, int* buf21)
{
    T* prod22 = nullptr;
    T mid23 = b19;
    --alpha18;
    __shared__ int sh_24[1 << (BLOCK_SIZE_2 + 4)];
    double off25 = sh_24[105];
}
__constant__ double c_decay26[4] = {-29, -3.75, 5.625f, 0x38};
typedef float *ptr27_t;

__global__ void __launch_bounds__(64) accum28(double beta29, int* __restrict__ dst30, float b31, const long* in32)
{
    if (((*dst30) - beta29) == ('\t' << (*in32))) {
        auto sum33 = ((34 ^ dst30[0x4]) / (*in32)) * (TUNE_5 & (in32[6] % in32[2]));
    }
    unsigned cnt34 = *dst30;
    short tmp35 = BLOCK_SIZE_2 * (cnt34 & (cnt34 % 3));
}
using real36_t = float;

int main(void)
{
    int count37 = 1733;
    grow17<unsigned><<<1 << 3, dim3((count37 + 255) / 256, (count37 + 31) / 32, 1 << 2), sizeof(float) * 128, 0>>>((17) - (count37 * CAT_3(count, 37)), BLOCK_SIZE_2 * (count37 & sizeof(real36_t)), TUNE_5 % count37, static_cast<int*>(nullptr));
    unsigned short flag38 = 1505;
    clamp11_kernel<<<dim3(2, (count37 + 63) / 64, 64), dim3((count37 + 63) / 0100, (count37 + 63) / 64, (count37 + 63) / 64), sizeof(int) * 256>>>(nullptr, 18, (44ll + CAT_3(count, 37)) - (15 >> flag38), flag38);
    accum28<<<(count37 + 31) / 32, 128 * (BLOCK_SIZE_2 + 1), BLOCK_SIZE_2 + (BLOCK_SIZE_1 + 245)>>>(3.25F / CAT_3(count, 37), (int*)nullptr, flag38, nullptr);
    return 0;
}
