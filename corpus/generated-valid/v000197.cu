// cudagen 0.1 seed 197 valid
// features: kernel,kernel_static,launch,launch_dim3,builtin_vars,main,shared_var,extern_shared,struct,struct_template,if,switch,compound_assign,bitwise,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,macro_function
#include "prelude.cuh"

#define HALF_1(x) ((x) / 2)

__global__ void trace2_kernel(unsigned q3, long* acc4) {
    int idx5 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int flag6{-9L};
    switch ((*acc4) + acc4[flag6]) {
    case (4):
        break;
    default:
        if (acc4[flag6] * 2lu) {
            return;
        }
        break;
    }
    flag6 = long(acc4[blockIdx.y]) + (-0);
    --flag6;
    float q7{8.0F};
    acc4[0b11] += 25l;
}

struct Sample8 {
    unsigned sum9;
    long hi10;
};

template <typename T>
struct Body11 {
    T val12;
    int z13;
    float hi14;
    __host__ __device__ void scale15(T x16) {
        z13 = 0.375 * x16;
    }
};

static __global__ void accum17_kernel(int* acc18) {
    extern __shared__ int dyn_19[];
    int gid20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (gid20 * gid20) {
        return;
    }
    dyn_19[gid20] |= 1 + gid20;
}

int main() {
    int n21 = 485;
    Body11<double> v22 = {double(HALF_1(n21)), -48, 29u};
    n21++;
    trace2_kernel<<<dim3(512, 0b1000000, (n21 + 077) / 64), 0x200>>>(n21, static_cast<long*>(nullptr));
    accum17_kernel<<<dim3((0x80), 512), 16 * 4>>>((int*)nullptr);
    return 0;
}
