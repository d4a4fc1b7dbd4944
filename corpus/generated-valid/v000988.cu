// cudagen 0.1 seed 988 valid
// features: kernel,launch_bounds,maxnreg,launch,launch_shared_mem,builtin_vars,host_device_function,host_function,static_host_function,main,local_array,auto_var,namespace,for,goto,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,sizeof,macro_function
#include "prelude.cuh"

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

__global__ void __launch_bounds__((512)) pivot4(int *out5, float beta6, int *out7, float beta8) {
    unsigned gid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float lo10 = out5[gid9];
    beta6 -= 25L;
}

namespace detail11 {
__global__ void __maxnreg__(32) scatter12(unsigned long long b13, double *data14, int n15) {
    unsigned gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double u17 = n15 + data14[0];
    if (gid16 < 27) {
        goto skip18;
    }
    u17 = static_cast<short>(n15);
    (*data14) *= n15;
skip18:;
}

static void check_sweep19(int len20, int stride21) {
    detail11::scatter12<<<1 << 4, sizeof(int) * 128>>>((len20 * 58L) + (43ll + len20), (double*)nullptr, len20);
    for (int n22 = 0, j23 = stride21; n22 < j23; (++n22, (--j23))) {
        for (int n24 = 0; n24 < 15; n24++) {
            for (int i25 = stride21; i25 > 0; --i25) {
                int stride26[6] = {len20, '\''};
                stride26[n24] *= 33 >> stride26[1];
            }
        }
    }
}
} // namespace detail11

inline __host__ __device__ int kick27(int stride28, int count29, float alpha30) {
    for (int n31 = 0, j32 = 5; n31 < j32; (++n31, (--j32))) {
        unsigned char prod33 = 43;
    }
    auto m34 = (stride28);
    if (5LL != ADD3_1(m34, m34, m34)) {
        goto skip35;
    }
    stride28 *= m34;
    --alpha30;
skip35:;
    return '\101';
}

int main() {
    int count36 = 1625;
    detail11::check_sweep19(1115, kick27(ADD3_1(count36, 16, count36), count36, 51u));
    detail11::scatter12<<<2, 16 * 4>>>(kick27(kick27(count36, count36, 3.375f), count36, kick27(count36, 57, count36)), nullptr, count36);
    count36 = (count36 += sizeof(int), ADD3_1(count36, 2, count36)) + count36;
    --count36;
    count36 >>= count36;
    pivot4<<<1, 512, 0>>>(&count36, count36 + (count36 >> 3), nullptr, count36 + count36);
    return 0;
}
