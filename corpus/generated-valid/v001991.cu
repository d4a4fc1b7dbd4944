// cudagen 0.1 seed 1991 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,host_function,constexpr_function,default_args,main,shared_var,local_array,if,while,static_assert,compound_assign,bitwise,shift,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
constexpr int host_sweep3(int stride4) {
    double f5(stride4);
    float hi6 = (stride4 * (2 - stride4)) | (2 + stride4);
    return MIN2_1((size_t)hi6, 63 & stride4) - 57UL;
}
__global__ void bump7(float* data8, float cfg9) {
    __shared__ int sh_10[sizeof(float) * 16];
    (--data8[3], (sh_10[025] = data8[3]));
    unsigned int cnt11[7]{42lu, 54, 23, static_cast<unsigned>(45), 873u, 62, 276u};
    cnt11[4] ^= sh_10[57] % sh_10[17];
    int m12 = cfg9;
    cfg9 = 6l;
    __shared__ int sh_13;
}
constexpr int check_bias14(int n15) {
    (++n15, (n15 &= 40lu));
    int y16 = host_sweep3(n15 ^ n15);
    return (host_sweep3(n15) - (n15 * n15));
}
__global__ void __launch_bounds__(1 << 6, 0b100) reduce17_kernel(long long* buf18) {
    static_assert((15 * 3) > 44);
    (*buf18) ^= 54U * buf18[0];
}
template <typename T>
__global__ void bump19_kernel(T* acc20) {
    int iter21 = 0;
    while (iter21 < 11) {
        int w22 = iter21;
        if (iter21 - w22)
            continue;
        w22 += w22 % (-(12 - w22));
        ++iter21;
    }
    acc20[6]++;
}
int relax23(float cfg24, int lane25 = -0b110100) {
    reduce17_kernel<<<(lane25 + 31) / 32, sizeof(float) * 010>>>((long long*)nullptr);
    bump7<<<(512), 1 << 7>>>((float*)nullptr, host_sweep3(cfg24) / (29L - cfg24));
    int cnt26{0b101u};
    return 17 * cfg24;
}
int main() {
    int n27 = 1734;
    if (((n27 + 17ul) & 1))
        return (int)(n27 + n27);
    double stride28 = (-6.125);
    bump19_kernel<float><<<(1), 256>>>(nullptr);
    return 0;
}
