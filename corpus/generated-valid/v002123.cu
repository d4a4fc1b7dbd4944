// cudagen 0.1 seed 2123 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,main,shared_var,extern_shared,constexpr_var,local_array,enum,if,bitwise,shift,incdec,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
enum Level5 : long { BUSY6, GREEN7, SLOW8 = 5, ON9 = 7 };
// Returns the accumulated value.

__global__ void __launch_bounds__(0x1 << 10, GREEN7 + 2) gather10(unsigned int *out11, float *data12)
{
    constexpr unsigned int u13 = 58;
    (*data12) = u13;
}

__global__ void __maxnreg__(64) mix14_kernel(Level5 alpha15, bool a16, const short int *coef17)
{
    extern __shared__ int dyn_18[];
    ++dyn_18[4];
    alpha15 = alpha15;
    if (a16) {
        return;
    }
    dyn_18[0]--;
    dyn_18[2] = (dyn_18[0] % ON9) | 13;
    dyn_18[7] = -dyn_18[0b111];
    signed char off19[8]{5ul, 19, 0b101101, static_cast<signed char>(a16), 62, 0b1010, 10, 25};
}

int main(void)
{
    int count20 = 1'800;
    mix14_kernel<<<dim3(1 << 9, 2 * 010, GREEN7 + 7), dim3(2, (count20 + 31) / 32, 1 << GREEN7), 1024>>>(SLOW8, count20, static_cast<const short*>(nullptr));
    float z21[SLOW8] = {24.625F, 2.f};
    int h22 = z21[0b0];
    Level5 acc23 = ON9;
    gather10<<<(h22 + 255) / 256, ON9 + 505, 1024, (cudaStream_t)0>>>(nullptr, z21);
    return 0;
}
