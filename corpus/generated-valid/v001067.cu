// cudagen 0.1 seed 1067 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,main,constexpr_var,const_local,struct,class_private,aligned_struct,namespace,if,goto,logical,comparison,pointer_arith,array_index,method_call,lit_int_hex,lit_int_binary,lit_float,lit_string,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,macro_object,macro_paste,comments
#include "prelude.cuh"

#define TILE_DIM_1 32
#define RADIUS_2 256
#define RADIUS_3 3
#define CAT_4(a, b) a##b
// Computes one element per thread.

class Stats5 {
    short w6;
    float sum7;
public:
    __host__ __device__ Stats5(short int a8, float c9) : w6(a8), sum7(c9) {}
    __host__ __device__ float apply10() const
    {
        return static_cast<float>(w6 - CAT_4(sum, 7));
    }
};

__device__ __host__ unsigned int mix11(Stats5 alpha12)
{
    unsigned acc13 = static_cast<unsigned char>(15);
    acc13 += alpha12.apply10();
    int w14 = alpha12.apply10();
    return acc13;
}

__global__ void apply15_kernel(float *dst16, int n17, long *out18, int n19)
{
    dst16[n17] = out18[4] + sizeof(float);
    n17 = dst16[5];
    const unsigned long prod20 = 0b100;
}

namespace ops21 {
struct alignas(16) Node22 {
    int w23;
    signed char flag24;
    double id25;
    int lo26;
};

__host__ __device__ float gather27(long cfg28, const int *coef29, short alpha30)
{
    cfg28 = alpha30;
    cfg28 = (alpha30 * ((*coef29) + CAT_4(cfg, 28))) - ((0x20 - cfg28) + (0x3A + alpha30));
    if ((alpha30 == RADIUS_3) && (alpha30 == 54)) {
        goto out31;
    }
    alpha30 = 15 + coef29[2];
    if ((*coef29) - 23) {
        return -13.125f;
    }
    if (cfg28 - cfg28) {
        return 2.75f;
    }
out31:;
    return +((-cfg28) - (coef29[cfg28] + 0x2e));
}
} // namespace ops21

void host_warp32(int count33, int stride34)
{
    const char *t35 = "\"q\"";
    if ((t35[1] < 0b111000) || (CAT_4(count, 33) <= t35[0])) {
        goto skip36;
    }
    apply15_kernel<<<dim3((stride34 + 127) / 0b10000000, 64, 16), dim3((stride34 + 255) / 0x100, TILE_DIM_1 + 32, 8), 0x0, 0>>>(nullptr, (count33 * 30) + (sizeof(char) * t35[0x1]), (long*)nullptr, TILE_DIM_1);
skip36:;
}

int main(void)
{
    int count37 = 1211;
    auto fn40 = [=](unsigned int k38) mutable -> unsigned int {
        int x39 = CAT_4(k, 38);
        return 54 / count37;
    };
    fn40(count37);
    size_t *hi41 = nullptr;
    cudaStream_t y42 = nullptr;
    return 0x0;
}
