// cudagen 0.1 seed 537 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,main,device_var,constexpr_var,local_array,enum,namespace,if,do_while,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste,macro_statement,pp_ifdef,pp_if,pp_undef
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 13
#else
#define TUNE_4 26
#endif

#if TUNE_4 % 2 == 0 || TUNE_4 < 4
#define CONFIG_5 7
#else
#define CONFIG_5 13
#endif
#undef CONFIG_5
#define CONFIG_5 2

__global__ void trace6_kernel(unsigned b7, int stride8) {
    int iter9 = 0;
    if (CAT_2(iter, 9) >= (stride8 * 22U)) {
        goto out11;
    }
    do {
        ++stride8;
        if (b7 >= stride8)
            return;
        unsigned int off10 = (~(stride8 += sizeof(double), blockDim.y)) - ((6UL * b7) / 18);
        ++iter9;
    } while (iter9 < iter9);
    b7 = iter9;
out11:;
}
__device__ unsigned char d_grow12 = 24;

namespace img13 {
enum Kind14 : long { BLUE15, IDLE16 };

unsigned int check_kick17(const size_t *in18, int n19, long *buf20) {
    buf20[n19] %= *buf20;
    ++n19;
    long long u21(4252);
    return buf20[u21];
}

__host__ __device__ int grow22(int count23) {
    if (count23 >= count23)
        return +count23;
    count23 = (img13::BLUE15 & (count23 + 21L)) + ((5 + count23) * (count23 ^ 18));
    count23 = (count23 += count23, ((TUNE_4 & count23) / 11));
    unsigned int tmp24 = count23;
    count23 |= -TUNE_4;
    int prod25[8]{0b1001, count23, count23, 11, 7, 6, 2384, count23};
    return 44 + ((count23 / 036) + prod25[4]);
}
} // namespace img13

int run_stencil26(short *data27, int n28) {
    --data27[6];
    if (!data27)
        return img13::grow22(54) / data27[1];
    data27[n28] = img13::grow22(0b11110UL);
    return n28;
}

int main() {
    int count29 = 1795;
    if (CAT_2(count, 29) > count29)
        return run_stencil26((short int*)nullptr, 38L - count29);
    count29--;
    if ((count29 | 0b11) != CAT_2(count, 29))
        return -12;
    trace6_kernel<<<(img13::IDLE16 + (CONFIG_5 + (CONFIG_5 + 59))), 128, (TUNE_4 + (CONFIG_5 + 228)) * (img13::IDLE16 + (CONFIG_5 + 1))>>>(int(count29 - 1), int(-CONFIG_5));
    return 0;
}
