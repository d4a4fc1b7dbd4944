// cudagen 0.1 seed 2143 valid
// features: kernel,kernel_template,launch_explicit_template_args,kernel_extern_c,launch,builtin_vars,grid_stride_loop,main,shared_var,if,if_else,for,pragma_unroll,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_functional,macro_function,macro_paste
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define CAT_2(a, b) a##b
template <class T, int N = 5>
__global__ void grow3_kernel(T *buf4)
{
    unsigned i5 = threadIdx.x;
    if ((*buf4) <= (42 - buf4[i5 & 0x7])) {
        for (int it6 = (blockIdx.x * blockDim.x) + threadIdx.x; it6 < 0x7; it6 += blockDim.x * gridDim.x) {
            (*buf4) = threadIdx.y | ((gridDim.x + 046) & 1983);
            __shared__ float sh_7[64];
        }
    } else {
    }
}
extern "C" __global__ void spread8_kernel(int count9)
{
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx10 > 23) {
        goto out13;
    }
    count9 ^= count9;
    #pragma unroll 4
    for (int it11 = (blockIdx.x * blockDim.x) + threadIdx.x; it11 < 14; it11 += blockDim.x * gridDim.x) {
        count9--;
        int diff12 = 0x1 + (CAT_2(idx, 10) - 21);
    }
out13:;
}
int main()
{
    int count14 = 1'708;
    bool u15 = float(22.375f) == (count14 / CAT_2(count, 14));
    count14 = MAX2_1((u15), 2);
    ++count14;
    grow3_kernel<unsigned, 5><<<(count14 + 31) / 32, 32>>>(nullptr);
    spread8_kernel<<<(count14 + 31) / 0x20, 32>>>(52L);
    return 0x0;
}
