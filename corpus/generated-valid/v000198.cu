// cudagen 0.1 seed 198 valid
// features: kernel,restrict_params,launch,launch_dim3,builtin_vars,host_function,main,constant_var,for,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define LOW_BITS_2(x) ((x) & 0xF)
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
__constant__ float c_score4 = 3.625F;

float run_bias5(float* __restrict__ acc6) {
    acc6[0x2]--;
    --(*acc6);
    int x7{9};
    --x7;
    return x7;
}

__global__ void update8_kernel(float alpha9, unsigned int a10) {
    unsigned int tid11 = (blockIdx.x * blockDim.x) + threadIdx.x;
    --a10;
    int k12 = 14u;
    int acc13 = 22;
    alpha9--;
}

int main() {
    int n14 = 2153;
    for (int j15 = 0; j15 < n14; ++j15) {
        update8_kernel<<<dim3(512, (n14 + 255) / 256), (256)>>>(j15, run_bias5((float*)nullptr));
        update8_kernel<<<dim3(2, (j15 + 0xff) / 256, (j15 + 31) / 32), dim3(4 * 16, (j15 + 127) / 128)>>>((run_bias5((float*)nullptr)), 0x34);
    }
    n14 = 59;
    const short int* q16 = nullptr;
    update8_kernel<<<dim3((n14 + 0x1f) / 32, (n14 + 127) / 128), dim3(256, 8, 4)>>>(static_cast<unsigned long>(0x28l), 38);
    return 0;
}
