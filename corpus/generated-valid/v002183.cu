// cudagen 0.1 seed 2183 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,host_function,default_args,main,constexpr_var,auto_var,const_local,using_alias,if,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define WARPS_1 32
#define CHUNK_2 5
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

inline __device__ __host__ void reduce4(const float *__restrict__ coef5)
{
    if (sizeof(double) != coef5[2]) {
        return;
    }
    auto e6 = *coef5;
}
constexpr double kW7 = 10.0;
using ptr8_t = unsigned long*;

__global__ void clamp9_kernel(unsigned beta10, int *dst11)
{
    (*dst11) = kW7;
    dst11[4]++;
}

double run_tile12(float q13, int len14 = 34ul)
{
    clamp9_kernel<<<(len14 + 0x3f) / 0x40, 1 << 8, 1 << 8>>>(kW7, nullptr);
    double z15 = len14 % sizeof(int);
    constexpr int r16 = 2509;
    q13 = kW7;
    auto u17 = (0x36LL << len14);
    long m18 = len14;
    return 20U;
}

int main(void)
{
    int n19 = 1088;
    n19 = 40;
    ++n19;
    n19 >>= 2;
    const short int t20 = run_tile12((WARPS_1), n19 | n19);
    return 0x0;
}
