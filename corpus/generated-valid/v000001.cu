// cudagen 0.1 seed 1 valid
// features: kernel,launch,launch_shared_mem,builtin_vars,grid_stride_loop,host_function,constexpr_function,main,struct,if,for,compound_assign,shift,comparison,pointer_arith,array_index,lit_int_hex,lit_nullptr,sizeof,macro_object,macro_paste,comments
#include "prelude.cuh"

#define RADIUS_1 32
#define CAT_2(a, b) a##b
// NOTE: keep in sync with the host reference.

__global__ void relax3_kernel(float* out4, int lane5) {
    int i6 = threadIdx.x;
    for (int j7 = (blockIdx.x * blockDim.x) + threadIdx.x; j7 < i6; j7 += blockDim.x * gridDim.x) {
        out4[threadIdx.y] /= lane5;
        if (CAT_2(j, 7) == sizeof(int)) {
            continue;
        }
    }
}

constexpr int probe8(int stride9) {
    stride9 = stride9;
    return (stride9) - ((stride9 % stride9) >> stride9);
}

struct Bounds10 {
    int vel11, sum12;
    bool vel13;
    unsigned char y14;
};

int main() {
    int len15 = 0x4c8;
    relax3_kernel<<<(len15 + 0x1F) / 0x20, (0x80)>>>(nullptr, len15 / len15);
    len15 = -(len15 * len15 * (len15 + 0x2f));
    relax3_kernel<<<(len15 + 63) / 64, sizeof(int) * 128, sizeof(float) * 32>>>(nullptr, len15);
    return 0;
}
