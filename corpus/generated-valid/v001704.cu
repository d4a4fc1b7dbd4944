// cudagen 0.1 seed 1704 valid
// features: kernel,launch,device_function,device_forceinline,device_template_function,main,shared_var,static_shared,constexpr_var,auto_var,if,range_for,while,do_while,goto,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_prefix,lit_nullptr,cast_c,sizeof,macro_object,macro_statement
#include "prelude.cuh"

#define WARPS_1 128
#define TILE_DIM_2 256
#define CHUNK_3 128
#define SWAP_4(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

__global__ void apply5(unsigned char q6, int len7) {
    int res8 = 38 + q6;
    __shared__ int sh_9[128];
    for (int off10 : sh_9) {
        auto acc11 = (CHUNK_3);
    }
    q6 = (sh_9[q6] - sh_9[len7]) + (len7 + (070u % res8));
    long long prod12 = (021ul / (res8 * 0x10u)) * (CHUNK_3 + len7);
}

__device__ __forceinline__ int rank13(const float* src14, const char* coef15, float beta16) {
    __shared__ long long sh_17[16];
    if (coef15[4]) {
        goto done18;
    }
    beta16++;
    beta16 = (51L << coef15[0]) + sizeof(int);
    --sh_17[4];
done18:;
    return sh_17[0xC];
}

template <class T, int N = 7>
__device__ float apply19(T a20) {
    static __shared__ int sh_21;
    __shared__ float sh_22[64 * 0x4];
    sh_22[211] /= 8;
    float r23 = 12.875F;
    __shared__ int sh_24[32];
    if ((r23 + 0x21ul) != u' ') {
        goto finish25;
    }
    if (sh_22[sh_21] <= rank13((const float*)nullptr, nullptr, sh_24[0x9])) {
        return sh_21 * WARPS_1 * (sh_24[0x11] + 0614L);
    }
finish25:;
    return rank13(sh_22, nullptr, 0x1);
}

int main(void) {
    int count26 = 01710;
    count26 |= count26 + count26;
    apply5<<<(count26 + 127) / 0x80, 1 << 5>>>(17 << count26, (17 * count26));
    int iter27 = 0;
    while (iter27 < (2 * 0x6)) {
        int pass28 = 0x0;
        do {
            if (count26 && (count26 < 56)) {
                break;
            }
            int q29 = count26;
            ++pass28;
        } while (pass28 < iter27);
        ++iter27;
    }
    return 0;
}
