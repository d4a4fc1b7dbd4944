// cudagen 0.1 seed 870 valid
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,constant_array,shared_var,static_shared,extern_shared,constexpr_var,if,for,while,goto,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_string,lit_nullptr,cast_c,cast_reinterpret,sizeof,macro_object,macro_function,macro_paste,pp_undef
#include "prelude.cuh"

#define BLOCK_SIZE_1 32
#define LOW_BITS_2(x) ((x) & 0xF)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#undef BLOCK_SIZE_1
#define BLOCK_SIZE_1 2

__global__ void relax7_kernel(const unsigned long long* in8, int n9, unsigned long b10, double q11) {
    extern __shared__ unsigned int dyn_12[];
    if (b10 != sizeof(int)) {
        goto out15;
    }
    for (int i13 = 0; i13 < n9; i13 += 4) {
        __shared__ double sh_14[128];
    }
    n9 %= BLOCK_SIZE_1 - (in8[n9]);
out15:;
}
constexpr unsigned BLOCK16 = BLOCK_SIZE_1 * (BLOCK_SIZE_1 * 2);
__constant__ float c_filter17[8] = {22.0f, 6.875f, 0b10101UL, 13.0F, 16, 17.625f, 22.75f, 'a'};

__global__ void smooth18_kernel(const long* __restrict__ coef19, float* out20, int lane21) {
    extern __shared__ int dyn_22[];
    (*out20) = *coef19;
    dyn_22[3] %= LOW_BITS_2(dyn_22[2] & (dyn_22[1] + coef19[lane21 & 7]));
    bool u23 = (+c_filter17[6]) > 0b110011;
    static __shared__ long sh_24[16];
}
__constant__ unsigned int c_warp25[8] = {45, 39, 'A', ' ', 49U, 16lu, 0x9, 41};

__global__ void tally26(int* buf27, int count28, unsigned int* buf29) {
    if (count28 >= c_filter17[4])
        return;
    long long t30 = BLOCK16 * buf27[count28 & 0x7];
    double off31 = LOW_BITS_2(((*buf29) - 0x3fUL) * BLOCK_SIZE_1);
    float* hi32 = reinterpret_cast<float*>(buf27);
    (*buf27) += LOW_BITS_2((count28 - buf27[t30]) + BLOCK16);
    static __shared__ double sh_33[sizeof(int) * BLOCK_SIZE_1];
    double prod34 = (buf27[4] >> BLOCK_SIZE_1) + (~(buf27[2] & buf29[t30]));
}

constexpr int check_bump35(int count36) {
    count36 = ((42u + count36) & (count36 + BLOCK16)) << BLOCK16;
    return BLOCK16;
}

int run_step37(int lane38) {
    lane38 += 11;
    const char* h39 = "ok";
    lane38 = TWICE_PLUS_3(h39[1] * '#', lane38);
    int pass40 = 0;
    while (pass40 < 11) {
        smooth18_kernel<<<dim3((BLOCK16 + BLOCK16), 1 << 5, (BLOCK16 + 24) * 8), 512, (BLOCK_SIZE_1 + (BLOCK16 + (BLOCK_SIZE_1 + 0x3f4)))>>>(nullptr, nullptr, 0x12A);
        int m41{pass40};
        ++pass40;
    }
    return pass40;
}

constexpr int check_reduce42(int len43, int count44) {
    return TWICE_PLUS_3(count44, BLOCK16) + (0xb >> (len43 + 51));
}

int main() {
    int len45 = 3850;
    if ((-len45) == 38)
        return 0b100001;
    dim3 k46(1 << 8);
    float base47 = LOW_BITS_2(len45);
    relax7_kernel<<<(len45 + 255) / 256, 16 * 2, 0x0>>>((const unsigned long long*)nullptr, BLOCK16, len45 / (len45 + BLOCK16), BLOCK16);
    tally26<<<dim3((len45 + 63) / 64), 32>>>(&len45, (sizeof(float) - len45) / 8, nullptr);
    return 0;
}
