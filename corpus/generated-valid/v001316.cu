// cudagen 0.1 seed 1316 valid
// features: kernel,launch,launch_shared_mem,launch_stream,builtin_vars,main,constexpr_var,struct,struct_methods,operator_overload,if,for,while,ternary,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,macro_object,pp_if
#include "prelude.cuh"

#define RADIUS_1 256
#define BLOCK_SIZE_2 16
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

#if BLOCK_SIZE_2 % 2 == 0 || BLOCK_SIZE_2 < 4
#define CONFIG_5 7
#else
#define CONFIG_5 24
#endif

struct Span6 {
    int w7, w8;
};

struct Pixel9 {
    float count10;
    int lo11;
    float w12;
    __host__ __device__ float mix13() const
    {
        return 9.5f - w12;
    }
};

__host__ __device__ Pixel9 operator+(Pixel9 a, Pixel9 b)
{
    Pixel9 r = a;
    r.count10 += b.count10;
    r.lo11 += b.lo11;
    r.w12 += b.w12;
    return r;
}

__global__ void march14_kernel(float *out15, const int *in16)
{
    int i17 = threadIdx.x;
    if (((blockDim.x > (*in16)) ? (*out15) : blockIdx.x) == (in16[i17] + i17)) {
        for (int j18 = 0b0; j18 < i17; j18++) {
            if ((threadIdx.x > threadIdx.x) && (58L >= in16[2])) {
                continue;
            }
        }
    }
    out15[threadIdx.z]--;
}

int main()
{
    int n19 = 2662;
    if (n19 > (n19 + 2)) {
        int w20 = 0x0;
        while ((w20 < 4) && (((w20 <= 0b110000) ? n19 : RADIUS_1) <= n19)) {
            n19 = 31;
            char k21 = (((n19 > n19) ? w20 : 22) >> (w20 * 19UL)) ^ 0x9U;
            ++w20;
        }
    }
    march14_kernel<<<1 << 3, 1 << 0b110, CONFIG_5 + (CONFIG_5 + 1010), (cudaStream_t)0>>>((float*)nullptr, &n19);
    return 0;
}
