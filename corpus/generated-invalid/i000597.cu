// cudagen 0.1 seed 597 invalid:kernel_member
// features: kernel,kernel_static,kernel_template,launch,launch_dim3,launch_shared_mem,main,shared_var,shared_2d,extern_shared,constexpr_var,struct,enum,if,switch,switch_fallthrough,goto,shift,comparison,incdec,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_nullptr,sizeof,macro_function,macro_statement,pp_ifdef
#include "prelude.cuh"

#define LOW_BITS_1(x) ((x) & 0xF)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifndef USE_FAST_PATH_3
#define TUNE_4 8
#else
#define TUNE_4 35
#endif

__global__ void tile5(int stride6) {
    extern __shared__ float dyn_7[];
    __shared__ int sh_8;
    constexpr signed char v9 = 0x1;
    ++sh_8;
    constexpr unsigned lo10 = 4782u;
    dyn_7[sh_8] = TUNE_4;
    long stride11 = (stride6);
    __shared__ unsigned int sh_12[1 << 7];
}

__global__ void scatter13(unsigned* data14, const float* in15, const int* input16) {
    extern __shared__ long long dyn_17[];
    unsigned cnt18{58};
    data14[0x6] = (sizeof(unsigned char)) % (*input16);
    unsigned char off19 = *in15;
}

struct Bounds20 {
    float flag21;
    double w22, id23;
    int lo24;
};
enum Color25 { MUL26, IDLE27, GREEN28, LOW29 = 6 };

static __global__ void combine30_kernel(float* out31, const int* in32) {
    extern __shared__ unsigned int dyn_33[];
    __shared__ float sh_34[15][3];
    __shared__ int sh_35[4][10];
    dyn_33[6] = *in32;
    __shared__ double sh_36[2][0x5];
}

template <typename T, int N = 2>
__global__ void gather37(T* dst38, Bounds20 beta39, int lane40) {
    if (LOW_BITS_1(lane40) == 29) {
        goto skip41;
    }
    beta39 = beta39;
    if (beta39.lo24) {
        return;
    }
skip41:;
}
struct Launcher44 {
    static __global__ void run(int *p) { p[threadIdx.x] = 0; }
};

int main() {
    int len42 = 1659;
    len42 = (LOW_BITS_1(len42) * (len42 * len42)) / 044;
    switch (len42 - 2940u) {
    case 0x7: {
        Color25 k43 = IDLE27;
        [[fallthrough]];
    }
    case 2:
        ++len42;
        break;
    }
    tile5<<<dim3((512)), (GREEN28 + 0xfe) * 2, 0>>>(len42);
    scatter13<<<dim3((len42 + 31) / 0b100000), 0x20, 1 << (TUNE_4 + 4)>>>(nullptr, nullptr, &len42);
    combine30_kernel<<<0400, (IDLE27 + (IDLE27 + (GREEN28 + 0774))), sizeof(int) * 32>>>(nullptr, &len42);
    return 0;
}
