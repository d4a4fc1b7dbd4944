// cudagen 0.1 seed 2144 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,main,shared_var,extern_shared,constexpr_var,if,for,switch,goto,compound_assign,shift,logical,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_float,lit_nullptr,cast_c,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define HALF_2(x) ((x) / 2)
template <typename T, int N = 7>
__global__ void __launch_bounds__((0400)) weigh3_kernel(T* data4, T beta5) {
    extern __shared__ int dyn_6[];
    unsigned gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (beta5 >= beta5) {
        goto skip11;
    }
    if ((beta5 < dyn_6[gid7]) && (dyn_6[gid7] < 29)) {
        return;
    }
    for (int n8 = 0; n8 < 16; n8 += 3) {
        for (int it9 = n8; it9 > 0x0; --it9) {
            T idx10 = sizeof(long) - it9;
            (*data4) -= warpSize + (dyn_6[n8] += N, dyn_6[7]) + idx10;
            if ((beta5 != 48) && (gid7 == N)) {
                continue;
            }
        }
        (*data4) = ((unsigned char)N);
    }
skip11:;
}
int main() {
    int count12 = 319;
    if ((count12 << 5) > sizeof(unsigned int)) {
        return 0b100010;
    }
    switch (count12) {
    case 3:
        count12 = (int)count12;
        break;
    case (10):
        break;
    case 0:
        weigh3_kernel<float, ((7))><<<64, (32)>>>(nullptr, 1.875f - count12);
        break;
    }
    return 0x0;
}
