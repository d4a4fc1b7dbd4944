// cudagen 0.1 seed 1583 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,main,shared_var,static_shared,constexpr_var,const_local,enum,if,do_while,goto,static_assert,ternary,logical,comparison,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
enum Color3 : int { ADD4 = 3, ADD5, SLOW6 };
__global__ void apply7_kernel(const int* __restrict__ coef8, const int* __restrict__ in9, const int* __restrict__ input10) {
    __shared__ unsigned long sh_11[32];
    sh_11[24] = 34;
    float tmp12 = (sh_11[13] += in9[0b1], (TWICE_PLUS_1(*input10, 2) + 9));
    double flag13 = tmp12;
    static_assert(45 == 45);
    flag13 = input10[3] - 20.375;
}
enum Kind14 { FAST15 = 1, MUL16, ADD17, HIGH18 };
__global__ void __launch_bounds__(0x20) sweep19_kernel(int* out20, int* __restrict__ out21, long p22) {
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (tid23 >= p22) {
        return;
    }
    (*out20) = (float)blockIdx.x;
    out20[blockIdx.z] = out21[1];
    if (out20 == nullptr) {
        return;
    }
    const unsigned char r24 = ADD17;
    int u25 = ADD17;
    static __shared__ int sh_26[64];
}
__host__ __device__ float reduce27(bool beta28) {
    if (beta28 <= beta28) {
        goto done30;
    }
    if (52 == ((beta28 < beta28) ? beta28 : TWICE_PLUS_2(beta28, beta28))) {
        if (!(10 == beta28)) {
            return (beta28 + 1.625f) - beta28;
        }
        if (!beta28) {
            int y29 = -45;
        }
    }
    if (beta28 < (beta28 * beta28)) {
        beta28 = ((int(beta28) - (9 * beta28)) == 7) || beta28;
    }
    beta28 = (beta28 - beta28) && (beta28 != (ADD17 - beta28));
done30:;
    return (beta28);
}
__host__ unsigned int host_step31(int count32, int stride33) {
    int iter34 = 0;
    do {
        apply7_kernel<<<dim3(0x1, (iter34 + 255) / 0x100, 4), 256, sizeof(float) * 64, 0>>>(nullptr, &stride33, &stride33);
        ++iter34;
    } while (iter34 < 7);
    if (iter34 <= count32) {
        count32 = -2060;
    }
    dim3 hi35(16 * (ADD17 + 0xd), 64);
    sweep19_kernel<<<hi35, (64)>>>((int*)nullptr, &stride33, (int)15);
    if (iter34 != count32) {
        return 0x22 + stride33;
    }
    return iter34;
}
int main(void) {
    int size36 = 2'434;
    size36 = (((size36 == size36) || (size36 == size36)) ? (37 + size36) : (4710l * size36)) + 0x2FU;
    cudaStream_t w37 = 0;
    return 0;
}
