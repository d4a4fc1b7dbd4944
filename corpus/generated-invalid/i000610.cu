// cudagen 0.1 seed 610 invalid:launch_bounds_nonconstant
// features: kernel,launch,device_function,device_noinline,host_function,constexpr_function,default_args,main,device_var,shared_var,extern_shared,constexpr_var,const_local,if,static_assert,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_string,lit_nullptr,cast_c
#include "prelude.cuh"

__global__ void merge1(unsigned int p2, signed char q3) {
    extern __shared__ short dyn_4[];
    p2--;
    const int q5 = dyn_4[0];
    q3 -= 1l;
    float hi6 = p2;
}

float run_kick7(int len8, unsigned int *buf9) {
    int m10 = *buf9;
    const char *r11 = "a\tb";
    float flag12 = *buf9;
    m10 ^= r11[0b1] * (57L % buf9[5]);
    len8 = flag12;
    constexpr int idx13 = 51;
    int acc14 = 3022lu;
    return 6L;
}
__device__ size_t d_probe15 = 60;

constexpr __host__ int host_tally16(int stride17, int stride18) {
    bool tmp19{false};
    return ((3 * stride18) + (stride17 += stride18, stride17)) - (tmp19 + (stride18 += 54, 49));
}

__device__ __noinline__ int pack20(int len21, unsigned int a22) {
    if (len21 == 042u)
        return -51;
    int lo23 = (3 * (d_probe15 / 1)) + (1935 + len21);
    constexpr int e24 = 62;
    return lo23;
}

__host__ void run_decay25(const unsigned short *in26, int stride27 = 05744) {
    merge1<<<(1), 256>>>(13, 58u);
    static_assert(sizeof(int) == 4, "bad config");
}
int threads_per_block31 = 128;
__global__ void __launch_bounds__(threads_per_block31) bounded_kernel32(int *p)
{
    p[threadIdx.x] = 0;
}

int main() {
    int len28 = 0761;
    host_tally16(host_tally16(run_kick7(-38, (unsigned*)nullptr), len28), 0b110L);
    if (' ' < (len28 + len28))
        return len28;
    constexpr int mid29 = 8ll;
    merge1<<<0b10, 32>>>(mid29, -mid29);
    int v30 = mid29;
    static_assert(sizeof(int) == 4, "size check");
    return 0;
}
