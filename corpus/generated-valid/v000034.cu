// cudagen 0.1 seed 34 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_deduced_template_args,launch,launch_dim3,launch_shared_mem,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,host_global,constexpr_var,if,if_else,while,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_ifdef,comments
#include "prelude.cuh"

#define WARPS_1 8
#define BLOCK_SIZE_2 5
#define BLOCK_SIZE_3 5
#define LOW_BITS_4(x) ((x) & 0xF)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define USE_FAST_PATH_6

#ifdef USE_FAST_PATH_6
#define TUNE_7 14
#else
#define TUNE_7 25
#endif
const float g_decay8 = -3.25F;

static void scatter9(long b10, int *data11) {
    data11[b10] = WARPS_1;
    data11[b10] %= (b10) ^ (33L + (*data11) + ((unsigned int)21l));
    if (!data11) {
        int pass12 = 0;
        while (pass12 < 8) {
            b10 = pass12 - (b10 & 28);
            if (b10 == 33)
                return;
            ++pass12;
        }
    } else if (data11[b10] != b10) {}
}
// Computes one element per thread.

template <typename T, typename U>
__global__ void bump13_kernel(T beta14) {
    extern __shared__ float dyn_15[];
    unsigned int gid16 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if ((+beta14) > (BLOCK_SIZE_2 ^ gid16)) {
        dyn_15[gid16 & 7]++;
        dyn_15[threadIdx.x & 7]++;
        beta14 = beta14;
    } else {
        if (beta14 >= (dyn_15[gid16] * gid16))
            return;
        dyn_15[threadIdx.x] = 2384;
    }
}

__global__ void mix17_kernel(const int *coef18, int lane19) {
    lane19++;
    lane19++;
    lane19--;
    --lane19;
}

template <typename T, int N>
__global__ void apply20_kernel(const T *src21, T *dst22, double q23, int len24) {
    int idx25 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx25 >= len24)
        return;
    float t26 = 21.f + (dst22[0x7] + (len24 | len24));
    if ((+src21[0x7]) <= (-dst22[threadIdx.x])) {
        t26 = blockDim.x;
        dst22[idx25 & 7] = ((idx25 - N) ^ (-idx25)) & len24;
    }
}
// Layout: row-major, no padding.

template <typename T, class U>
__global__ void bias27(U alpha28, int len29, T beta30) {
    extern __shared__ int dyn_31[];
    unsigned idx32 = threadIdx.x;
    if (idx32 >= len29)
        return;
    dyn_31[len29]++;
    alpha28 -= +(dyn_31[len29] << threadIdx.x);
}

int main() {
    int len33 = 407;
    len33 = ((BLOCK_SIZE_3) ^ len33) >> (61 * len33);
    len33 -= len33;
    bias27<<<(len33 + 255) / 0x100, dim3((len33 + 127) / 128, 32), sizeof(int) * 32>>>(len33, 0x19, 3.0);
    mix17_kernel<<<32, 1 << 9>>>(&len33, 45);
    bump13_kernel<int, float><<<(len33 + 0xFF) / 0x100, 1 << (BLOCK_SIZE_3 + 0x1), sizeof(int) * 32>>>((35 + len33) - (6 * len33));
    apply20_kernel<double, 8><<<(len33 + 0xff) / 256, dim3((len33 + 127) / 128, (len33 + 0xff) / 256)>>>((const double*)nullptr, (double*)nullptr, len33, len33 | (len33 & len33));
    return 0;
}
