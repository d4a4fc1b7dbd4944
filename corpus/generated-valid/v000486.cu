// cudagen 0.1 seed 486 valid
// features: kernel,launch,builtin_vars,host_device_function,host_function,main,constant_array,shared_var,constexpr_var,local_array,if,while,bitwise,shift,logical,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 256
#define BLOCK_SIZE_2 (5)
#define MOD8_3(x) ((x) % 8)

__host__ __device__ void split4(int count5, int *out6, int lane7) {
    unsigned x8 = lane7 + lane7;
    count5 = 12;
}
__constant__ int c_sweep9[2] = {-50, 0x1bU};

__global__ void probe10(int stride11, int *out12, double alpha13) {
    int gid14 = threadIdx.x;
    if (gid14 >= stride11) {
        return;
    }
    int diff15 = static_cast<unsigned int>(gid14 >> 2);
    double m16 = static_cast<short int>(13) % ((short)gid14);
    long k17 = int(*out12);
    __shared__ short sh_18[128];
    stride11 = c_sweep9[k17];
    m16 = 6.625f;
}

void grow19(int len20, double cfg21) {
    len20 = len20;
    probe10<<<sizeof(unsigned int), BLOCK_SIZE_2 + 59>>>(0xC, (int*)nullptr, -BLOCK_SIZE_2);
    bool k22 = len20 <= (50L - len20);
    if (len20 <= (28 - cfg21)) {
        probe10<<<(len20 + 31) / 0x20, sizeof(unsigned int) * 8>>>((-len20) - cfg21, &len20, len20 * MOD8_3(len20));
        probe10<<<sizeof(int) * 4, 1 << 9>>>(-0x22LL, (int*)nullptr, BLOCK_SIZE_2);
    }
}

int main() {
    int count23 = 1182;
    int w24 = 0;
    while ((w24 < 12) && (w24 < w24)) {
        char val25[4]{35, 0x40, static_cast<char>(45L), 13};
        ++w24;
    }
    double hi26 = count23 % count23;
    return 0;
}
