// cudagen 0.1 seed 1638 valid
// features: kernel,launch,launch_dim3,builtin_vars,main,device_var,shared_var,if,for,ternary,bitwise,comparison,comma,pointer_arith,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_statement
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__device__ float d_spread2 = -17.5f;

__global__ void tally3(short b4, int lane5, unsigned int *out6) {
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ int sh_8[16];
    if (out6[lane5] >= i7)
        return;
}

__global__ void score9_kernel(const float *src10) {
    const long long *off11 = (const long long*)nullptr;
    if (((*off11) & 40) != d_spread2)
        return;
    int sum12 = (double)((*off11) / d_spread2);
    float r13 = d_spread2;
    for (int j14 = 0, j15 = 8; j14 < j15; (++j14, (--j15))) {
        r13 = -14.375f;
        r13 = (d_spread2 <= (gridDim.x)) ? (59u / ((unsigned int)r13)) : (59 * (src10[6] - d_spread2));
    }
}

int main() {
    int n16 = 0x66B;
    n16 = n16;
    n16 = (n16 - (14ULL + n16)) + (5 + n16);
    tally3<<<dim3(512, 2), sizeof(float) * 16>>>(788, 0x3fu * (n16 ^ n16), nullptr);
    score9_kernel<<<(n16 + 0377) / 256, 8 * 4>>>((const float*)nullptr);
    return 0;
}
