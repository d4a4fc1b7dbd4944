// cudagen 0.1 seed 732 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,builtin_vars,main,shared_var,constexpr_var,local_array,struct,struct_methods,if,for,bitwise,comparison,pointer_arith,array_index,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,macro_object,macro_function,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 3
#define NUM_ITERS_2 16
#define BLOCK_SIZE_3 4
#define LOW_BITS_4(x) ((x) & 0xF)
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#undef NUM_ITERS_1
#define NUM_ITERS_1 24

struct Cell6 {
    int val7;
    float x8, mass9;
    __host__ __device__ int mix10(float base11) const {
        return x8 * (3718L + base11);
    }
    __host__ __device__ void scale12(unsigned char cnt13) {
        long long tmp14 = (7ULL & val7);
        float y15[(3)]{x8, mass9, mass9};
    }
};

struct Tile16 {
    int sum17, mass18;
    __host__ __device__ int bump19(float base20) const {
        base20 = 0.5f * base20;
        return LOW_BITS_4(sum17) ^ (8u - sum17);
    }
};

struct Stats21 {
    float hi22;
    unsigned int z23;
    int vel24;
    __host__ __device__ float norm25() const {
        float off26 = hi22;
        off26 = (2140 * z23) % (NUM_ITERS_1 * (vel24));
        return sizeof(Stats21) - (~z23);
    }
};

__global__ void mix27(const float* __restrict__ src28, float cfg29) {
    int gid30 = (blockIdx.x * blockDim.x) + threadIdx.x;
    __shared__ char sh_31;
    for (int i32 = 0; i32 < gid30; ++i32) {
        if ((gid30 ^ 58) >= NUM_ITERS_1) {
            continue;
        }
    }
    sh_31 = ADD3_5(LOW_BITS_4(gid30) | (17 * gid30), LOW_BITS_4(~gid30), 26lu);
    float sum33 = cfg29;
}

int main() {
    int count34 = 1935;
    int acc35 = +count34;
    float t36 = -21.25f;
    for (int n37 = 0; n37 < 8; n37++) {
        dim3 r38 = dim3(4, (1));
        acc35 = NUM_ITERS_2 ^ (acc35 * count34);
    }
    mix27<<<dim3((count34 + 63) / 64, (count34 + 255) / 256), (NUM_ITERS_2 + 496), 0>>>((const float*)nullptr, NUM_ITERS_2);
    return 0;
}
