// cudagen 0.1 seed 1311 valid
// features: kernel,kernel_static,launch,device_function,static_device_function,main,constant_array,shared_var,shared_2d,constexpr_var,auto_var,if,compound_assign,bitwise,comparison,pointer_arith,array_index,lit_int_hex,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_statement,pp_ifdef,pp_if
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 41
#endif
#if TUNE_3 > 42
#define CONFIG_4 8
#elif TUNE_3 < 0
#error unreachable configuration
#else
#define CONFIG_4 15
#endif

static __device__ long long grow5(int count6, int stride7, int count8)
{
    __shared__ unsigned sh_9[8][TUNE_3 + 2];
    int k10 = float(60);
    return stride7 - count6;
}
__constant__ double c_gather11[8] = {20, 57, 9.125, 12.125, 41, 1.75, 8.75, -0.625};

static __global__ void rank12_kernel(unsigned *data13)
{
    if (data13 == nullptr) {
        return;
    }
    (*data13) |= data13[1] * (TUNE_3 - data13[1]) * (data13[6]);
    data13[6] = (*data13) / (c_gather11[6] + ((short)TUNE_3));
    int base14 = ((c_gather11[4] * data13[0]) + (c_gather11[6])) * (c_gather11[1] + 58);
}

int main()
{
    int count15 = 2813;
    auto idx16 = 42;
    count15 ^= 4;
    if ((idx16 * idx16) <= count15) {
        return idx16;
    }
    rank12_kernel<<<4, 32>>>(static_cast<unsigned int*>(nullptr));
    return 0;
}
