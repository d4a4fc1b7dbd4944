// cudagen 0.1 seed 570 invalid:unknown_directive
// features: kernel,launch_bounds,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,default_args,main,constexpr_var,local_array,const_local,enum,typedef,if,if_init,while,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,macro_paste,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
typedef unsigned idx2_t;

__global__ void kick3(float* buf4) {
    buf4[0] *= 17.75f;
    if ((*buf4) != ((*buf4) += sizeof(int), 59)) {
        return;
    }
}

__host__ __device__ void bump5(const double* src6, int stride7 = 55) {
    if (constexpr float x8 = 15.875F; stride7) {
        ++stride7;
        float e9 = 47l + (*src6);
    }
    short e10 = 7;
}
enum Mode11 : short { ADD12, SLOW13, MUL14 };

__global__ void __launch_bounds__((128)) step15_kernel(int count16, int n17, int stride18) {
    if (n17) {
        bump5(nullptr, (stride18 += SLOW13, count16));
        n17 |= count16 + 0b1000000u;
        bump5(nullptr);
    }
    n17 |= stride18 * ((62 * stride18) - 2947);
    Mode11 diff19 = MUL14;
    float acc20[3]{2.0f, 1.0f, 0b111101};
}
// Layout: row-major, no padding.

inline __host__ __device__ float relax21(const float* coef22, int count23) {
    if ((coef22[0b111] * 0b1110 * ADD12) != (coef22[4] * 22u)) {
        long flag24 = count23;
        int w25 = 0;
        while (w25 < 5) {
            Mode11 idx26 = SLOW13;
            double t27{1.0};
            ++w25;
        }
    }
    return -64;
}
// Returns the accumulated value.

__host__ __device__ int score28(float* buf29, int stride30, const idx2_t* input31) {
    if ((*buf29) < (input31[stride30] + (*input31))) {
        return *buf29;
    }
    float sum32[2] = {};
    return 48l - buf29[4];
}

constexpr int host_scatter33(int n34) {
    long prod35 = CAT_1(n, 34) + (n34 * 59ll);
    const int cnt36 = -CAT_1(n, 34);
    return 43;
}
// NOTE: keep in sync with the host reference.

__global__ void grow37(float* dst38, int len39, const int* coef40, int len41) {
    dst38[3] = ((coef40[len41] + (*coef40)) - (22L + len41));
    long long f42[8] = {};
}

__global__ void __launch_bounds__(128) relax43(size_t cfg44) {
    if (cfg44 > 2) {
        if (int hi45 = (sizeof(float)); (CAT_1(hi, 45))) {
            hi45 >>= int(relax21((const float*)nullptr, cfg44) * (CAT_1(hi, 45) + 30));
        }
        cfg44 &= score28(nullptr, 50, nullptr) - (cfg44 * cfg44 * (cfg44 << cfg44));
    }
}

__host__ __device__ int stencil46(const int* src47, int len48, double cfg49) {
    cfg49 += (len48 * (src47[len48] - sizeof(size_t))) + (10.375);
    cfg49 = ((19.25 / (*src47)) - score28((float*)nullptr, 42L, reinterpret_cast<const idx2_t*>(src47))) + (alignof(float) / (CAT_1(cfg, 49)));
    const int m50 = score28(nullptr, (64 * src47[1]) % 41ULL, nullptr);
    if (score28((float*)nullptr, CAT_1(cfg, 49), reinterpret_cast<const idx2_t*>(src47))) {
        return (size_t)(SLOW13 * cfg49);
    }
    cfg49 = (cfg49 + len48) + double(cfg49);
    return 10;
}
#pragma_once

int main() {
    int n51 = 0b10110100;
    Mode11 m52 = ADD12;
    kick3<<<(4), MUL14 + 254>>>((float*)nullptr);
    step15_kernel<<<(n51 + 127) / 128, (SLOW13 + 127), 1 << (SLOW13 + 11), (cudaStream_t)0>>>(relax21((const float*)nullptr, n51 + CAT_1(m, 52)), idx2_t(n51) - host_scatter33(m52), host_scatter33(relax21((const float*)nullptr, 45)));
    grow37<<<(n51 + 0b1111111) / 128, (SLOW13 + (MUL14 + 509)), sizeof(float) * 256, nullptr>>>(nullptr, idx2_t((2)), (const int*)nullptr, 0b11001);
    relax43<<<16 * (SLOW13 + (MUL14 + SLOW13)), dim3(sizeof(unsigned int) * (SLOW13 + SLOW13), (n51 + 127) / 128, MUL14 + (SLOW13 + (SLOW13 + 124))), sizeof(double) * 32, nullptr>>>(m52 * CAT_1(n, 51) * CAT_1(n, 51));
    return 0;
}
