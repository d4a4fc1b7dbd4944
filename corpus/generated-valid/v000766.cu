// cudagen 0.1 seed 766 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,host_device_function,main,constant_var,shared_var,host_global,constexpr_var,if,if_else,do_while,goto,static_assert,compound_assign,comparison,incdec,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof
#include "prelude.cuh"

const double g_count1 = -41l;

__global__ void __launch_bounds__(64) score2_kernel(double p3, float p4, const unsigned int *__restrict__ in5, const unsigned long long *__restrict__ in6) {
    int gid7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int w8 = 0b0;
    if (threadIdx.y) {
        goto out10;
    }
    do {
        p3++;
        __shared__ char sh_9;
        p3 = 26U;
        ++w8;
    } while (w8 < w8);
    p4--;
out10:;
}

__host__ __device__ unsigned int combine11(float cfg12) {
    constexpr float base13 = 8;
    if ((1493 + cfg12) != (cfg12 * (cfg12 / 49))) {
        int m14 = 6;
        m14 = base13;
    } else {
        double base15 = base13;
    }
    return cfg12 + 24ULL;
}

inline __host__ __device__ int merge16(int n17, float alpha18, const unsigned int *in19) {
    static_assert(sizeof(int) == 4, "bad config");
    if (n17 == n17) {
        return alpha18;
    }
    alpha18 += 12.125F;
    --alpha18;
    return (10);
}
__constant__ float c_relax20 = 44;

int main() {
    int size21 = 3506;
    long stride22 = 47;
    ++stride22;
    score2_kernel<<<(size21 + 63) / 64, 512, sizeof(int) * 0b1000000>>>(9 + size21 + (size21 - 3.75), size21 * (stride22 + stride22), (const unsigned int*)nullptr, (const unsigned long long*)nullptr);
    return 0b0;
}
