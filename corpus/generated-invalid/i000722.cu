// cudagen 0.1 seed 722 invalid:shift_count_too_large
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,kernel_from_macro,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,host_device_function,constexpr_function,main,shared_var,shared_2d,local_array,auto_var,if,for,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_char_escape,lit_char_prefix,lit_nullptr,cast_static,sizeof,macro_function,macro_statement,comments
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
// Helper used by the kernels below.

static __global__ void fold4_kernel(unsigned int *__restrict__ dst5) {
    dst5[0x1]++;
    dst5[0] = (dst5[0x1] += 50, (*dst5));
    dst5[5] *= static_cast<int>(0x13U) * (dst5[0x2] << dst5[7]);
}

template <typename T>
__global__ void decay6_kernel(T q7, int n8) {
    q7 += static_cast<int>(n8 + 29);
    q7 = 6.5f;
    __shared__ double sh_9;
    float diff10 = HALF_1(q7);
    int s11 = HALF_1(n8);
    if (static_cast<unsigned char>(diff10)) {
        return;
    }
    if (n8 < 53) {
        return;
    }
}

template <typename T, int N = 3>
__global__ void sift12_kernel(const T *input13, const T *in14) {
    float q15[7] = {};
    q15[6] += (in14[0x3]) * in14[5];
    q15[5] = sizeof(double) + input13[3];
    q15[4] *= ADD3_2(q15[1], ADD3_2(*input13, *in14, *input13) - (*input13), 42);
    float acc16 = N;
    --q15[6];
    T cnt17 = 0x13l;
}

__global__ void probe18_kernel(const short int *coef19, float p20, int count21) {
    auto w22 = coef19[count21];
    __shared__ int sh_23[5][16];
    sh_23[2][0xe] = HALF_1(count21);
}

__global__ void trace24_kernel(int len25, unsigned long long *__restrict__ acc26, int lane27, float *__restrict__ dst28) {
    acc26[0x3] *= +((lane27 % 2'309) + (*acc26));
    (*dst28) = ((len25 / dst28[lane27 & 7]) - ((*dst28) - 21.875f)) - (57 & len25);
    lane27 = 42 - dst28[len25];
    unsigned int prod29(34);
    len25 |= 4 & prod29;
}

constexpr __host__ __device__ int smooth30(int count31) {
    count31 %= (count31 += count31, count31);
    count31 = static_cast<unsigned short>(ADD3_2(count31, 59u, count31) - ADD3_2(count31, 63, count31));
    return count31;
}
#define DEFINE_MAP_KERNEL_32(name, T)                              \
    __global__ void name(T *data, int n)              \
    {                                                 \
        int i = blockIdx.x * blockDim.x + threadIdx.x; \
        if (i < n) data[i] = data[i] + (T)1;           \
    }
DEFINE_MAP_KERNEL_32(map_sift33, unsigned int)

__global__ void score34(int n35) {
    n35 = 0x2e;
    n35 >>= 6;
    for (int it36 = 0x0; it36 < n35; ++it36) {
        n35 = 24U * it36;
    }
    for (int it37 = 0, j38 = 16; it37 < j38; (++it37, (--j38))) {
        int t39[6] = {};
        n35 = n35;
    }
}

int main() {
    int count40 = 2826;
    count40 = count40 << 40;
    count40 &= 5 >> count40;
    count40 <<= 2;
    fold4_kernel<<<(count40 + 63) / 64, dim3(0x1 << 8), sizeof(unsigned int) * 256>>>(static_cast<unsigned int*>(nullptr));
    decay6_kernel<unsigned int><<<(256), dim3((8))>>>(U'A', ADD3_2(HALF_1(count40), count40 * 19, count40 + '\''));
    sift12_kernel<unsigned int, 2><<<dim3((count40 + 127) / 128, (64)), dim3(1 << 2, (8))>>>(nullptr, nullptr);
    return 0x0;
}
