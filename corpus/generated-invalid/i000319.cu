// cudagen 0.1 seed 319 invalid:launch_bounds_float
// features: kernel,launch,launch_shared_mem,device_function,device_forceinline,host_device_function,device_template_function,host_function,main,shared_var,static_shared,extern_shared,constexpr_var,const_local,if,if_else,if_init,while,goto,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_bool,lit_nullptr,sizeof,pp_ifdef
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define USE_FAST_PATH_3

#ifndef USE_FAST_PATH_3
#define TUNE_4 4
#else
#define TUNE_4 45
#endif

__device__ __forceinline__ unsigned short trace5(int stride6, int *dst7)
{
    if (((stride6 - stride6) + 8) >= ((*dst7) << 5)) {
        static __shared__ double sh_8[64];
        if ((43 - (*dst7)) == sh_8[stride6]) {
            if (sh_8[48] >= TUNE_4) {
                __shared__ unsigned int sh_9;
                static_assert(24 == 0x18);
            }
        } else {
        }
    }
    return 36;
}

template <typename T, int N>
inline __device__ __host__ double norm10(T alpha11)
{
    alpha11++;
    int iter12 = 0;
    while (iter12 < 11) {
        alpha11 = (alpha11 += N, 24.125);
        alpha11 += sizeof(T) + iter12;
        ++iter12;
    }
    return alpha11;
}

__global__ void rank13(int lane14)
{
    extern __shared__ unsigned dyn_15[];
    if (trace5(59, nullptr)) {
        goto done17;
    }
    if (float acc16 = lane14 >> 7; (norm10<float, 1>(lane14) - lane14) > (lane14 + acc16)) {
        lane14 = acc16;
        (--dyn_15[lane14], (lane14 = dyn_15[4]));
    }
done17:;
}

long long check_count18(char b19, int count20)
{
    b19 %= count20;
    count20 = (0x1Cu + b19);
    norm10<long, 3>(-0x13);
    return b19;
}
__global__ void __launch_bounds__(1e2) bounded_kernel26(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int len21 = 488;
    rank13<<<(len21 + 0177) / 128, 128, sizeof(float) * 0x40>>>(len21);
    len21 &= len21 * len21;
    const double base22 = (-len21) - (check_count18(len21, len21) - len21);
    constexpr bool tmp23 = false;
    const unsigned int w24 = TUNE_4;
    unsigned long flag25 = w24 + len21;
    return 0;
}
