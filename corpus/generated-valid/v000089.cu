// cudagen 0.1 seed 89 valid
// features: kernel,kernel_extern_c,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_device_function,host_function,main,shared_var,extern_shared,host_global,constexpr_var,local_array,if,if_else,if_init,while,goto,ternary,compound_assign,shift,logical,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,alignof,macro_object,macro_function,comments
#include "prelude.cuh"

#define TILE_DIM_1 8
#define BLOCK_SIZE_2 5
#define CHUNK_3 ((128))
#define MOD8_4(x) ((x) % 8)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define STR_IMPL_6(x) #x
#define STR_7(x) STR_IMPL_6(x)

inline __host__ __device__ void decay8(unsigned int q9, float *__restrict__ dst10, int lane11) {
    dst10[3] -= dst10[lane11];
    (*dst10)++;
    q9 -= (lane11 >= q9) ? (lane11 >> lane11) : (lane11 * 24);
    if (float tmp12 = (int)(0x1d + (q9 * lane11)); (MOD8_4(q9) + 58) == dst10[lane11]) {
        if (dst10[0x3] <= dst10[2])
            return;
    } else if (!(MOD8_4(q9) != 40)) {
        (q9++, (q9 = (q9 - (919 + lane11)) / tmp12));
        tmp12 = q9;
    }
}
// Helper used by the kernels below.

__global__ void shade13_kernel(const char *__restrict__ input14, int lane15, int count16) {
    extern __shared__ float dyn_17[];
    int gid18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double q19 = 12.125;
    if ((((long long)count16) - ADD3_5(lane15, input14[3], gid18)) != TILE_DIM_1) {
        lane15 = (-lane15) + (gridDim.z >> ((long)input14[gid18]));
        if (((threadIdx.x * sizeof(float)) > warpSize) && (blockDim.x == (input14[7] >> 0u))) {
            float *t20 = dyn_17;
        }
    } else if (dyn_17[lane15] == (TILE_DIM_1 + input14[lane15])) {
        decay8(warpSize, nullptr, sizeof(double));
        q19 /= CHUNK_3;
    } else if ((blockIdx.z + 20) < dyn_17[0]) {
    } else {
    }
}

inline __host__ __device__ unsigned char mix21(char a22, double q23, short *out24) {
    decay8(q23, (float*)nullptr, 58 << MOD8_4(out24[4]));
    (*out24) += *out24;
    decay8(a22, (float*)nullptr, (a22 + out24[7]) / 0x9);
    decay8(26U, nullptr, 11);
    return (a22 + a22) - q23;
}
/* NOTE: keep in sync with the host reference. */

extern "C" __global__ void __launch_bounds__(1 << 10, 1) accum25(double *out26, const char *input27, const unsigned *coef28) {
    (*out26) *= (5 - coef28[blockDim.y]) - input27[1];
    int iter29 = 0;
    if (mix21(sizeof(int), TILE_DIM_1, (short int*)nullptr)) {
        goto out30;
    }
    while (iter29 < iter29) {
        decay8(blockIdx.x - 51, nullptr, (CHUNK_3) - mix21(*input27, *coef28, nullptr));
        out26[3] *= mix21(BLOCK_SIZE_2, mix21(28, out26[0x4], (short*)nullptr), nullptr) - ADD3_5(threadIdx.x, (coef28[iter29] << alignof(char)), mix21(out26[iter29], coef28[threadIdx.x], (short*)nullptr));
        ++iter29;
    }
out30:;
}
long g_tally31 = 0x3ell;
static int g_trace32;

__global__ void apply33_kernel(float *__restrict__ data34, int len35, char *buf36) {
    int tid37 = threadIdx.x;
    if (tid37 >= len35)
        return;
    (*buf36) >>= 3;
    int pass38 = 0x0;
    if ((tid37 >> tid37) > (*data34)) {
        goto finish39;
    }
    while (pass38 < 4) {
        len35 = blockDim.x >> blockDim.x;
        decay8(22u, data34, BLOCK_SIZE_2);
        ++pass38;
    }
finish39:;
}

float check_sift40(int len41, size_t *__restrict__ buf42, int *data43) {
    int *f44 = data43;
    apply33_kernel<<<(g_trace32 + 255) / 0x100, 0x1 << (BLOCK_SIZE_2 + 4)>>>((float*)nullptr, g_trace32 % (buf42[4] + g_trace32), (char*)nullptr);
    data43[g_trace32] = 34L;
    if (10u != g_trace32)
        return ADD3_5(mix21(1, 42, nullptr), (*f44), *f44);
    unsigned long k45{4lu};
    return long(len41 * 34) * (k45 * (len41 % g_tally31));
}

int main() {
    int n46 = 332;
    apply33_kernel<<<(4), (BLOCK_SIZE_2 + (BLOCK_SIZE_2 + (TILE_DIM_1 + (BLOCK_SIZE_2 + 41)))) * 4>>>((float*)nullptr, 28, nullptr);
    g_tally31 = 21lu;
    float diff47[4] = {};
    shade13_kernel<<<dim3((64), 1), dim3((g_tally31 + 127) / 128)>>>(nullptr, 32, check_sift40(29, nullptr, nullptr) - ((diff47[g_tally31] < n46) ? 50UL : 38UL));
    accum25<<<16, dim3(0x200, (g_tally31 + 0x7f) / 128)>>>((double*)nullptr, nullptr, nullptr);
    return 0x0;
}
