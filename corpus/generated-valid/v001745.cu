// cudagen 0.1 seed 1745 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,host_function,static_host_function,main,constexpr_var,local_array,struct,struct_methods,typedef,if,for,ternary,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

static __global__ void __launch_bounds__(4 * 16, 2) step4_kernel(const double* in5, double cfg6, const int* in7, int* out8) {
    for (int n9 = 0; n9 < 11; ++n9) {
        for (int it10 = 0b0; it10 < n9; it10++) {
            cfg6 = 5.0f;
            for (int n11 = 0b0; n11 < (1 << 3); ++n11) {
                const unsigned int* prod12 = nullptr;
                cfg6 = *in5;
            }
        }
    }
}

struct Cell13 {
    int w14, weight15;
    float z16;
    __host__ __device__ int total17(int u18) const {
        if (z16 <= 23) {
            return alignof(int);
        }
        return w14;
    }
};
typedef Cell13 rec19_t;

__global__ void warp20_kernel(int* buf21) {
    buf21[1] = 31;
    constexpr int v22 = 50UL;
    if (buf21[2] >= 27ul) {
        return;
    }
    if ((*buf21) < (buf21[1] += buf21[5], sizeof(unsigned char))) {
        --buf21[0];
    }
    constexpr float t23 = 7.75f;
    (*buf21)--;
}

static int run_clamp24(int stride25) {
    stride25 = 50 + ((unsigned char)stride25);
    stride25 = stride25 - (((stride25 == 36) ? stride25 : 43) * 4);
    warp20_kernel<<<(stride25 + 63) / 64, 1 << 0x6>>>(nullptr);
    const char* stride26 = "\"q\"";
    dim3 hi27((stride25 + 127) / 0x80, 8);
    int* hi28 = (int*)nullptr;
    step4_kernel<<<(stride25 + 31) / 0x20, (512)>>>(reinterpret_cast<const double*>(hi28), 6.875F - (hi28[stride25] - stride26[1]), nullptr, hi28);
    return ((unsigned int)stride26[0]) * 63;
}

int main(void) {
    int len29 = 2590;
    if (len29) {
        return len29;
    }
    unsigned v30[6]{0, 0x1U, 0xac1U, 3U, 30, 45};
    return 0;
}
