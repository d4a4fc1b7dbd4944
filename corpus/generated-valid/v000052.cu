// cudagen 0.1 seed 52 valid
// features: kernel,restrict_params,launch,host_device_function,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,struct_template,if,if_init,static_assert,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,pp_ifdef,comments
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

#ifdef USE_FAST_PATH_3
#define TUNE_4 9
#else
#define TUNE_4 49
#endif

__host__ __device__ long accum5(int stride6)
{
    stride6 = stride6 * 8;
    stride6++;
    ++stride6;
    return stride6 % 16u;
}

__global__ void drift7_kernel(double cfg8, int* out9, signed char* data10, short* dst11)
{
    float base12 = accum5((+cfg8) + (3539 + cfg8));
    static_assert(42 > 41, "expected value");
}
// Helper used by the kernels below.

__global__ void tile13(float q14, int* __restrict__ out15, long* __restrict__ dst16, int count17)
{
    __shared__ unsigned sh_18[32];
    accum5(TUNE_4);
    if (13 >= (q14 - count17)) {
        return;
    }
    accum5(sh_18[27]);
}

__global__ void tile19_kernel(unsigned long* __restrict__ acc20)
{
    extern __shared__ float dyn_21[];
    __shared__ int sh_22[3][8];
    float y23(TUNE_4);
}
static_assert(3 == 3, "bad config");

template <typename T>
struct Span24 {
    T z25, hi26;
    T w27;
    __host__ __device__ T bump28() const
    {
        Span24<T> h29 = Span24<T>{33, 0177u, hi26};
        accum5(accum5(hi26) + h29.w27);
        return (int)21;
    }
};

int main()
{
    int len30 = 3267;
    tile13<<<1, TUNE_4 + (TUNE_4 + 30)>>>(accum5(38), &len30, nullptr, len30);
    static_assert(031 == 25);
    if (float z31 = 39ull; len30 <= z31) {
        int stride32 = len30;
    }
    float s33 = accum5(len30 * 3L) % accum5(len30);
    s33++;
    drift7_kernel<<<(len30 + 255) / 256, 128>>>(-0, &len30, (signed char*)nullptr, nullptr);
    tile19_kernel<<<64, 32>>>(nullptr);
    return 0;
}
