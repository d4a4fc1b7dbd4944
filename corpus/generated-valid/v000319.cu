// cudagen 0.1 seed 319 valid
// features: kernel,kernel_extern_c,kernel_from_macro,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,grid_stride_loop,host_function,static_host_function,constexpr_function,main,constexpr_var,typedef,namespace,nested_namespace,if,if_init,for,ternary,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_function,macro_statement
#include "prelude.cuh"

#define MAX2_1(a, b) ((a) > (b) ? (a) : (b))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)

namespace kern5::v6 {
typedef long idx7_t;
} // namespace kern5::v6

__global__ void sift8(float* data9, int* buf10, int* acc11, int count12) {
    int i13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i13 >= count12) {
        return;
    }
    float tmp14 = threadIdx.y;
    float hi15 = (buf10[blockIdx.x] * i13) + (*acc11) + (*acc11);
    for (int j16 = (blockIdx.x * blockDim.x) + threadIdx.x; j16 < 9; j16 += blockDim.x * gridDim.x) {
        count12 = sizeof(int);
    }
    buf10[blockDim.y] = blockIdx.z - 0x1138UL;
    int y17 = -56;
    buf10[i13] = 53 - (MAX2_1(buf10[2], 28L) * ((float)data9[i13]));
}

__global__ void __maxnreg__(64) combine18(const double* src19) {
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    kern5::v6::idx7_t z21 = (+((*src19) + gid20));
    z21 = *src19;
    if ((gid20 * 437) > src19[7]) {
        return;
    }
    ACCUM_2(z21, (027l));
    z21 = (((threadIdx.x > 44) ? gid20 : 46u) / (z21 + gridDim.x));
    z21 = static_cast<long>((28 <= z21) ? (sizeof(float) + gid20) : (3087U + src19[5]));
}
#define DEFINE_MAP_KERNEL_22(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] * (T)2;           \
    }
DEFINE_MAP_KERNEL_22(map_smooth23, int)

extern "C" __global__ void gather24_kernel(double* out25, unsigned long long a26) {
    if (constexpr double h27 = 14.875; ((a26 / 3165l) + h27) < static_cast<int>(sizeof(float))) {
        float res28 = (out25[blockDim.x] += 0x1A, 0ULL);
        if (constexpr int f29 = 24l; (8l + a26) < ((*out25) += res28, (-5))) {
            if (out25[0] > 9) {
                return;
            }
            constexpr double off30 = 47;
        }
    }
}

namespace gpu31::inner32 {
static int run_sift33(long long a34, const double* coef35) {
    sift8<<<128, 512>>>(static_cast<float*>(nullptr), (int*)nullptr, (int*)nullptr, *coef35);
    a34 = 64 / (coef35[a34] * (06746 + a34));
    combine18<<<16, 0100, 1024, (cudaStream_t)0>>>(nullptr);
    float mid36 = ((+a34) + (coef35[6] - 18.75f)) * (double(54));
    return MAX2_1(coef35[7] + 62u, sizeof(size_t) / coef35[4]) + ((int)(mid36 * '#'));
}
} // namespace gpu31::inner32

constexpr int tile37(int lane38) {
    bool sum39 = lane38 > MAX2_1(lane38, lane38);
    float off40 = 63U + lane38;
    return (off40 += 14.375f, off40);
}

int main() {
    int n41 = 0xcac;
    if (n41 <= (5L * n41)) {
        constexpr int x42 = 26l;
    }
    n41 = +(n41 + (n41 - n41));
    map_smooth23<<<4, 128, sizeof(double) * 0200, nullptr>>>(&n41, n41);
    gather24_kernel<<<(n41 + 31) / 32, 128 * 4, 0x0, (cudaStream_t)0>>>(static_cast<double*>(nullptr), static_cast<float>((n41)));
    return 0;
}
