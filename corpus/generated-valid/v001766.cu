// cudagen 0.1 seed 1766 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,device_function,host_function,main,shared_var,extern_shared,auto_var,enum_class,if,for,while,switch,static_assert,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

__global__ void __maxnreg__(128) update3(int count4, unsigned int beta5) {
    extern __shared__ unsigned char dyn_6[];
    dyn_6[5] <<= dyn_6[threadIdx.x];
    double r7 = 29 * ((count4 * 1'479L) >> (dyn_6[2] % dyn_6[beta5]));
    if (count4 < r7) {
        return;
    }
}
enum class Axis8 : unsigned char { High9, Slow10 };

__global__ void rank11_kernel(float *dst12, int *buf13, double q14, int *out15) {
    extern __shared__ unsigned int dyn_16[];
    int tid17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    auto stride18 = 647;
    short int lim19 = stride18;
    char res20 = CAT_2(lim, 19);
    out15[res20] = -022;
    static_assert(15 > 14);
}

static __global__ void merge21_kernel(double beta22) {
    int i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w24 = 0;
    while (w24 < 015) {
        beta22 /= beta22 - 8;
        ACCUM_1(beta22, (13.0));
        ACCUM_1(beta22, (w24));
        ++w24;
    }
    if (i23 - i23) {
        return;
    }
    beta22 = (threadIdx.z) - (threadIdx.z - (CAT_2(beta, 22) + beta22));
    beta22 = beta22;
}

inline __device__ float count25(int count26, int lane27) {
    if ((lane27 / blockIdx.y) != count26) {
        return CAT_2(count, 26);
    }
    float res28 = sizeof(unsigned long) << count26;
    if (CAT_2(res, 28) < 036ul) {
        return 36lu;
    }
    for (int it29 = 0, j30 = (0b111); it29 < j30; (++it29, (--j30))) {
        (count26--, (res28 -= (j30 >> (j30 * sizeof(int)))));
        if (j30 != it29) {
            continue;
        }
        res28 /= CAT_2(it, 29);
    }
    return 23.625F;
}

double check_filter31(int len32) {
    Axis8 res33 = Axis8::High9;
    res33 = res33;
    switch (res33) {
    case Axis8::High9:
        break;
    }
    if (len32 >= 037) {
        return len32 - CAT_2(len, 32);
    }
    len32 = len32;
    dim3 t34(16, 8);
    rank11_kernel<<<(len32 + 31) / 32, 256>>>(nullptr, (int*)nullptr, len32, nullptr);
    return len32;
}

int main(void) {
    int count35 = 1310;
    count35 |= count35;
    update3<<<dim3(128), 512>>>(count35 * (count35 - count35), count35 << CAT_2(count, 35));
    merge21_kernel<<<(count35 + 31) / 32, 64, 2048 * 2, (cudaStream_t)0>>>(4019lu);
    return 0;
}
