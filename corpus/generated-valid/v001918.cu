// cudagen 0.1 seed 1918 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,constexpr_var,auto_var,if,while,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,macro_function,macro_paste,macro_statement,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define MIN2_2(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
// Helper used by the kernels below.

static __global__ void __maxnreg__(64) bias7(const int *__restrict__ input8, int stride9, long beta10) {
    int i11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i11 >= stride9) {
        return;
    }
    stride9 *= 17ull;
    auto m12 = stride9;
}

template <typename T, int N = 4>
__global__ void __maxnreg__(32) bias13_kernel(T b14) {
    int gid15 = threadIdx.x;
    int w16 = 0;
    while (w16 < 11) {
        ++b14;
        ++w16;
    }
    long hi17 = threadIdx.x;
    int e18 = SQR_1(+CAT_6(hi, 17));
    constexpr double mid19 = 4.875f;
}

int main(void) {
    int size20 = 226;
    static_assert(18 == 18, "tile must fit");
    if (CAT_6(size, 20) >= size20) {
        return size20;
    }
    constexpr int lo21 = 3 * 2 * 012;
    bias7<<<dim3((size20 + 255) / 256), 128>>>(nullptr, lo21, size20 + size20);
    bias13_kernel<int, 4><<<dim3(4, (8)), (0b100000)>>>(SQR_1(CAT_6(size, 20)));
    return 0;
}
