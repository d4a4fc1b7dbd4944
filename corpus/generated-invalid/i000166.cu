// cudagen 0.1 seed 166 invalid:kernel_in_inline_unnamed_namespace
// features: kernel,launch_bounds,launch,launch_dim3,host_device_function,host_function,main,local_array,enum_class,if,if_else,while,compound_assign,bitwise,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_static,macro_function,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define MOD8_2(x) ((x) % 8)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

__global__ void grow5(int* buf6) {
    float v7 = 1;
    if (((*buf6) & 26u) < 5U) {
        return;
    }
    int diff8 = (*buf6) | 4431L;
    unsigned char z9[7] = {13ULL};
    int off10[6]{067, diff8, diff8, diff8, 0x5, diff8};
    off10[0x0] = v7;
}
// Returns the accumulated value.

__global__ void __launch_bounds__(1024) weigh11(float* dst12, long long p13) {
    unsigned int e14[3]{7u, static_cast<unsigned int>(44), 2U};
    e14[p13] &= p13;
    int t15 = (dst12[p13] * ' ') - ((e14[0x1] - 57) | 57l);
}
/* Computes one element per thread. */

int run_norm16(char a17, unsigned int a18) {
    int pass19 = 0;
    while (pass19 < 10) {
        a17--;
        dim3 z20((pass19 + 63) / 64);
        ++pass19;
    }
    return 14lu * MOD8_2(a17);
}

inline __host__ __device__ int tile21(long beta22, unsigned short q23) {
    if (beta22 < (beta22 * beta22)) {
        int s24 = beta22;
    } else {
        ++q23;
    }
    beta22 -= MOD8_2(q23) + ((size_t)HALF_1(q23));
    return q23 % beta22;
}
enum class Phase25 { Fast26, High27, Blue28, Off29 = 8 };
inline namespace {
__global__ void hidden_kernel34(int *p) { p[0] = 0; }
}

int main(void) {
    int size30 = 3648;
    dim3 cnt31(16 * 8, 32);
    int z32 = tile21(+size30, size30) - ((int)size30);
    int flag33[4]{4646, 60l, z32, 17lu};
    grow5<<<dim3((size30 + 127) / 128, 64, 128), 512>>>((int*)nullptr);
    weigh11<<<(z32 + 127) / 0x80, 0x10 * 0x4>>>(nullptr, 4l + run_norm16(size30, 0x36u));
    return 0;
}
