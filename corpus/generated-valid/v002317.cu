// cudagen 0.1 seed 2317 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,main,if,goto,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,cast_c,cast_functional,macro_function
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))

__device__ void trace2(unsigned int b3, bool a4)
{
    b3 >>= 4;
    float idx5{4.f};
    b3 += (a4 == int(a4)) ? ((MIN2_1(b3, idx5) == gridDim.y) ? MIN2_1(a4, gridDim.x) : ((a4 > 50) ? 13U : 26u)) : idx5;
    a4 = ((int)(b3 - b3)) >= a4;
    --idx5;
}

__global__ void __launch_bounds__(256) bias6(const int *__restrict__ input7, int *buf8, int len9)
{
    unsigned int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid10 >= len9)
        return;
    if (blockIdx.y > (-(*input7))) {
        goto out11;
    }
    buf8[gid10] = blockDim.x;
    buf8[0] &= len9;
    if ((buf8[0x7] + threadIdx.z) != input7[threadIdx.z])
        return;
out11:;
}

int main()
{
    int count12 = 3052;
    --count12;
    count12 = count12;
    bias6<<<1, 128 * 2, 0, nullptr>>>(&count12, &count12, 5ul << (count12 * count12));
    return 0x0;
}
