// cudagen 0.1 seed 1406 valid
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_device_function,device_template_function,main,device_array,shared_var,constexpr_var,if,for,pragma_unroll,switch,nested_block,static_assert,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,sizeof,pp_ifdef,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 9
#else
#define TUNE_2 58
#endif
__device__ int d_rank3[16];
/* NOTE: keep in sync with the host reference. */

inline __host__ __device__ signed char decay4(float a5, int* data6, int count7)
{
    for (int j8 = 0, j9 = 4; j8 < j9; (++j8, (--j9))) {
        if ((j9 / 0xAU) > 1u) {
            break;
        }
        count7 *= j9;
    }
    int f10 = 4477UL;
    float k11 = -3487LL;
    return (k11);
}

__global__ void bias12(float cfg13, int* data14, int* buf15, const unsigned int* src16)
{
    buf15[threadIdx.x] /= warpSize + 11;
    switch (decay4(0.25F, buf15, 4)) {
    case 12:
        static_assert(sizeof(int) == 4, "expected value");
        break;
    }
    (*buf15) |= -18;
    cfg13 *= sizeof(int);
}

__device__ __host__ int scale17(int lane18)
{
    {
        decay4(decay4(21.25f, &lane18, lane18) - (TUNE_2 + lane18), &lane18, 040l);
        decay4(lane18, &lane18, 32);
    }
    return (lane18 != lane18) ? TUNE_2 : lane18;
}

template <typename T, typename U>
__device__ int stencil19(T* acc20, int count21)
{
    #pragma unroll 8
    for (int j22 = 0; j22 < 8; j22++) {
        count21 &= (d_rank3[2] += *acc20, ((30 + count21) * j22));
    }
    decay4(scale17(count21), d_rank3, d_rank3[1] * count21);
    __shared__ double sh_23[32];
    acc20[3]++;
    return scale17((scale17(TUNE_2)));
}

int main()
{
    int size24 = 2340;
    if ((size24 % size24) == 14) {
        return size24 / decay4(24.875F, &size24, 017U);
    }
    size24 &= decay4(size24, &size24, decay4(scale17(size24), &size24, sizeof(float) * size24));
    bias12<<<4, dim3((010), (size24 + 255) / 256)>>>(scale17(size24), &size24, nullptr, nullptr);
    return 0b0;
}
