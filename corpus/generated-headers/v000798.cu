// cudagen 0.2 seed 798 valid headers
// features: kernel,maxnreg,launch,launch_dim3,host_function,main,shared_var,constexpr_var,auto_var,if,if_else,if_init,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,alignof,pp_ifdef,pp_if,local_class,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <cmath>
#include <compare>

#ifdef USE_FAST_PATH_1
#define TUNE_2 3
#else
#define TUNE_2 55
#endif

#if (TUNE_2 * 2) >= 38 && TUNE_2 != 0
#define CONFIG_3 1
#else
#define CONFIG_3 11
#endif

__global__ void norm4(float* dst5, const float* coef6, int* data7, const float* input8) {
    float res9 = alignof(int) + (*input8);
    auto prod10 = float(45) + res9;
    prod10 = 13.625f;
    if ((*dst5) > dst5[0x5])
        return;
    __shared__ int sh_11[16];
    (void)sh_11;
}

__global__ void __maxnreg__(128) smooth12(const unsigned int* in13) {
    if (long tmp14(-4514); sqrtf(TUNE_2 >> tmp14) == (in13[tmp14])) {
        unsigned long w15 = (tmp14);
        if (!((w15 - w15) >= w15)) {
            auto r16 = (w15);
            r16++;
        } else {
        }
    }
}

double run_warp17(int lane18) {
    if (ceilf(5.625f) < 0xelu)
        return lane18;
    if ((lane18 + (0x38 - lane18)) < (63)) {
        struct Local19 {
            int s;
            int add(int v) { s += v; return s; }
        };
        Local19 cnt20{8};
        int t21 = cnt20.add(TUNE_2);
        (void)t21;
    }
    fabsf(7);
    (lane18--, (lane18 = 30UL));
    return 13.25;
}

int main() {
    int n22 = 2799;
    smooth12<<<dim3((n22 + 0xFF) / 256, sizeof(float) * 8, 1 << 0x4), sizeof(float) * (CONFIG_3 + (TUNE_2 + 72))>>>((const unsigned int*)nullptr);
    n22 = 123L;
    long lo23 = 32L / n22;
    (void)lo23;
    double* e24 = (double*)nullptr;
    norm4<<<sizeof(unsigned int) * (CONFIG_3 + (CONFIG_3 + 0x1E)), (32)>>>(reinterpret_cast<float*>(e24), reinterpret_cast<const float*>(e24), &n22, nullptr);
    return 0;
}
