// cudagen 0.1 seed 632 invalid:launch_too_many_config_args
// features: kernel,launch,launch_dim3,builtin_vars,device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,struct,if,for,do_while,switch,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_nullptr,cast_static,cast_const,alignof,macro_object,macro_function
#include "prelude.cuh"

#define TILE_DIM_1 16
#define WARPS_2 5
#define BLOCK_SIZE_3 (4)
#define TWICE_PLUS_4(a, b) (2 * (a) + (b))

__device__ float filter5(int len6, int lane7) {
    for (int it8 = 0; it8 < lane7; it8++) {
        float h9 = it8;
        int iter10 = 0;
        do {
            __shared__ int sh_11;
            unsigned int k12 = TWICE_PLUS_4((blockIdx.y | lane7) + warpSize, (TWICE_PLUS_4((len6 << iter10), h9)));
            ++iter10;
        } while (iter10 < iter10);
    }
    return lane7;
}

struct Sample13 {
    int lo14;
    short x15;
};

__device__ short apply16(const float* in17, int* buf18, float b19 = 17.375F) {
    unsigned int hi20 = *buf18;
    for (int n21 = 0; n21 < 12; n21 += 2) {
        buf18[0] = filter5((hi20), filter5(n21, hi20)) + 64LL;
        Sample13 k22 = Sample13{};
    }
    filter5(buf18[4], filter5(warpSize << threadIdx.x, (in17 == nullptr) ? 12 : blockDim.x));
    Sample13 flag23 = Sample13{-46L, 34};
    return 64;
}

__global__ void decay24_kernel(float* dst25, const int* in26, int* buf27) {
    extern __shared__ int dyn_28[];
    int i29 = (blockIdx.x * blockDim.x) + threadIdx.x;
    double y30 = blockIdx.x;
    switch (apply16(dst25, static_cast<int*>(nullptr))) {
    case 10:
        break;
    case 6: {
        __shared__ long sh_31[64];
        Sample13 off32 = Sample13{2151, 61};
        break;
    }
    case 7:
        break;
    case BLOCK_SIZE_3 + WARPS_2:
        break;
    default:
        if (apply16(dst25, buf27) == alignof(int)) {
            return;
        }
        break;
    }
    if (dyn_28[blockDim.x & 7] > dyn_28[2]) {
        return;
    }
}

float decay33(int count34, unsigned a35, double* dst36) {
    count34 = count34 ^ ((count34 ^ 33) & 45);
    for (int n37 = 6; n37 > 0; --n37) {
        count34 >>= (((n37 | 43) == 39UL) ? count34 : 24) + (51 + (a35 ^ n37));
        Sample13 flag38 = {4911, static_cast<short int>(45ul)};
    }
    return TWICE_PLUS_4(*dst36, BLOCK_SIZE_3) * 20.25F;
}
__global__ void probe_kernel41(int *p, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) p[i] = i;
}

int main() {
    int count39 = 2327;
    probe_kernel41<<<1, 128, 0, 0, 1>>>(nullptr, 0);
    count39 = (TILE_DIM_1 * (-count39));
    dim3 x40(1 << 4, (WARPS_2 + (WARPS_2 + (TILE_DIM_1 + 102))) * 2, (count39 + 31) / 32);
    decay24_kernel<<<256 * 2, x40>>>(nullptr, &count39, &count39);
    return 0;
}
