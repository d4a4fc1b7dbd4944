// cudagen 0.1 seed 2049 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_dim3,launch_shared_mem,device_function,device_forceinline,main,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,struct,enum_class,if,while,switch,goto,static_assert,ternary,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define CHUNK_1 128
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 6
#else
#define TUNE_5 28
#endif
// Returns the accumulated value.
__global__ void spread6_kernel(int len7, const int *src8) {
    extern __shared__ size_t dyn_9[];
    len7 = *src8;
    int iter10 = 0x0;
    while (iter10 < 8) {
        len7 = 0x9;
        char res11 = (*src8) * 2;
        ++iter10;
    }
    dyn_9[1] = (CAT_3(len, 7) - sizeof(double)) / TUNE_5;
    double h12(dyn_9[4] / ((4.125F + iter10) / 26ll));
    int y13{47L};
}
static __global__ void march14_kernel(unsigned *data15, unsigned int *dst16, int n17, int n18) {
    int flag19((n17 >= n18) ? 8 : n18);
    int m20 = CHUNK_1 ^ n17;
    const int res21 = CHUNK_1;
    auto e22 = TUNE_5;
    int x23 = CHUNK_1 - (CAT_3(m, 20) * (0b1101 - data15[3]));
    auto w24 = data15[6];
    flag19 = 0x28;
}
__global__ void __launch_bounds__(TUNE_5 + 0x4) lerp25(const int *input26) {
    int *val27 = (int*)nullptr;
    static_assert(0b101100 > 0x2B, "bad config");
    signed char h28 = 5;
    int h29[8]{-0x36l, 31u, 11, -28, 0b10110, -055, 0, 3037};
    ++h29[5];
    const unsigned int t30 = h29[h28] & h29[1];
}
// Computes one element per thread.
struct Span31 {
    double flag32;
    int count33;
};
// NOTE: keep in sync with the host reference.
__device__ __forceinline__ float step34(int count35) {
    auto res36 = CAT_3(count, 35);
    static_assert(23 > 22, "size check");
    int flag37[5]{42, static_cast<int>(42L), 59, count35, 55};
    Span31 idx38 = Span31{static_cast<double>(24.375f), -0x39};
    --idx38.flag32;
    return ~flag37[count35];
}
inline constexpr int TILE39 = 0x8;
enum struct State40 : unsigned char { High41, High42, Idle43 };
// NOTE: keep in sync with the host reference.
__device__ void scatter44(long a45, int stride46) {
    if ((a45 & 44) != 37) {
        return;
    }
    constexpr int res47 = 8u;
    if ((~stride46) != stride46) {
        goto finish50;
    }
    switch ((stride46 > stride46) ? 2u : 5) {
    case 0x7:
        a45 = TILE39;
        break;
    case 1: {
        float idx48 = step34((2 | stride46) + 849);
        Span31 t49{static_cast<double>(res47), 0x15l};
        break;
    }
    case TILE39 + 4:
        a45 = stride46 + step34(CAT_3(a, 45) / 7);
        break;
    }
finish50:;
}
int main() {
    int size51 = 0x94D;
    size51 = TILE39;
    size51 = CHUNK_1 ^ size51;
    size51 = TILE39;
    float x52 = TILE39;
    x52 = 0x7EBL;
    x52 = sizeof(unsigned) * size51;
    spread6_kernel<<<dim3((size51 + 31) / 32, (size51 + 0b11111) / 32, (size51 + 127) / 128), dim3((size51 + 255) / 0x100), (TUNE_5 + 228)>>>(x52, (const int*)nullptr);
    march14_kernel<<<(4), 64, 0>>>(nullptr, nullptr, 55, TILE39);
    lerp25<<<dim3(sizeof(int) * 2), 512>>>((const int*)nullptr);
    return 0x0;
}
