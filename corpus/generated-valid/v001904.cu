// cudagen 0.1 seed 1904 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_shared_mem,launch_stream,host_device_function,main,struct,aligned_struct,namespace,if,compound_assign,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_float,lit_char,lit_nullptr,cast_c,sizeof,macro_function,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define SQR_1(x) ((x) * (x))
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 43
#endif

namespace detail5 {
struct __align__(8) Cell6 {
    long flag7;
    char weight8;
    int sum9;
    double w10;
};

template <typename T, int N>
__global__ void norm11(const T *input12, int n13, const float *coef14) {
    if ((-(*coef14)) != 63) {
        return;
    }
    if (input12[n13] <= n13) {
        n13 += sizeof(detail5::Cell6);
        const float *acc15 = (const float*)nullptr;
    }
}
} // namespace detail5
// Computes one element per thread.

__host__ __device__ void stencil16(long q17, int len18) {
    len18++;
    short res19 = ' ';
    long val20 = (q17 += CAT_2(q, 17), len18);
}

int main() {
    int count21 = 2861;
    count21 = sizeof(detail5::Cell6);
    float w22 = count21;
    w22 -= 3.25F;
    if ((count21 += w22, w22) < count21) {
        detail5::norm11<unsigned int, (0x1 << 2)><<<(count21 + 127) / 128, 16 * 16, (TUNE_4 + 85) * 8, nullptr>>>((const unsigned*)nullptr, (w22) - (+count21), &w22);
    }
    count21--;
    return 0x0;
}
