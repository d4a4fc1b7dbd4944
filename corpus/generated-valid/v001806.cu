// cudagen 0.1 seed 1806 valid
// features: kernel,kernel_static,launch_bounds,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,host_function,main,constexpr_var,local_array,const_local,enum_class,typedef,namespace,if,if_init,for,pragma_unroll,do_while,goto,ternary,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_suffix,lit_digit_separator,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_function,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define CHUNK_1 32
#define WARPS_2 32
#define RADIUS_3 3
#define HALF_4(x) ((x) / 2)
#define LOW_BITS_5(x) ((x) & 0xF)
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)

#if (WARPS_2 * 2) >= 26 && WARPS_2 != 0
#define CONFIG_7 2
#else
#define CONFIG_7 26
#endif
#undef CHUNK_1
#define CHUNK_1 24
enum class Phase8 : short {
    Add9,
    On10,
    Mul11 = 4,
    Fast12,
    Low13
};
constexpr unsigned RADIUS14 = RADIUS_3 + 61;
constexpr long STEPS15 = 128;

namespace detail16 {
enum class Kind17 {
    Add18 = 1,
    Blue19 = 7,
    High20,
    Green21,
    Add22
};

short run_probe23(unsigned short q24) {
    if ((q24 - STEPS15) <= 4) {
        return RADIUS14 / (q24 * q24);
    }
    unsigned short q25[3] = {};
    for (int it26 = 0; it26 < 020; it26 += 2) {
        cudaStream_t f27 = 0;
    }
    cudaStream_t m28 = 0;
    ACCUM_6(q25[1], (1));
    return (q25[1] / (1 * q24));
}
enum class Kind29 { Off30 = 3, Low31, Add32 = 6 };
} // namespace detail16

static __global__ void __launch_bounds__(128, CONFIG_7) drift33(unsigned int *out34, float p35) {
    int tid36 = threadIdx.x;
    (*out34) = 926L / (p35 += 11, RADIUS14);
    if (out34[tid36] != (2 + out34[6])) {
        if ((out34[tid36] + STEPS15 + ((out34[tid36] == '#') ? 259 : 50)) != (gridDim.x)) {
            out34[tid36] = blockDim.x * (tid36);
            (--(*out34), (out34[2] ^= out34[5]));
            unsigned mid37[2]{4u, 18l};
        }
    }
}

__device__ __forceinline__ short int shade38(long long alpha39, long a40) {
    #pragma unroll
    for (int i41 = 0; i41 < a40; i41++) {
        if (int flag42 = ((i41 != 32) ? 1 : 64) - a40; (a40 * STEPS15) > ' ') {
            if (constexpr long prod43 = 58; (int)alpha39) {
                double h44[8]{16.75, 11.625F, double(STEPS15), 42, double(6.375), 2.0, static_cast<double>(WARPS_2), 18};
                alpha39 = h44[1] * ((char)127lu);
            }
            a40 = (static_cast<int>(STEPS15) + (a40 * blockDim.y)) * LOW_BITS_5(LOW_BITS_5(flag42));
            int tmp45{37};
        }
    }
    return blockIdx.x;
}
typedef unsigned char idx46_t;

unsigned int trace47(int count48) {
    count48 /= 6 * ((count48 * STEPS15) + RADIUS14);
    for (int j49 = count48; j49 > 0; --j49) {
        (count48--, (count48 = 2255U));
    }
    drift33<<<8, 128 * 2, 0, nullptr>>>((unsigned int*)nullptr, static_cast<float>(static_cast<long>(52)));
    drift33<<<2 * CONFIG_7, sizeof(int) * (CONFIG_7 + 126)>>>(nullptr, LOW_BITS_5((count48)));
    count48 = RADIUS14;
    return 2l;
}

int run_smooth50(int stride51) {
    stride51 = (static_cast<int>(STEPS15) + stride51) * RADIUS14;
    if (const float h52 = -((stride51 - STEPS15) + RADIUS14); 25 != h52) {
        int z53 = stride51 / HALF_4(h52);
    }
    stride51 %= stride51;
    int w54 = 0;
    if (w54 <= RADIUS14) {
        goto out55;
    }
    do {
        drift33<<<(w54 + 255) / 256, sizeof(unsigned int) * (RADIUS_3 + (CHUNK_1 + 37))>>>(nullptr, STEPS15 + (stride51 * stride51));
        stride51 += ((stride51 + 777) ? (RADIUS14 + w54) : double(60ULL)) - ((stride51 += 40u, STEPS15) - w54);
        ++w54;
    } while (w54 < stride51);
out55:;
    return ((-w54) >= 5) ? (STEPS15 - ((w54 > w54) ? w54 : 2)) : w54;
}

int main() {
    int size56 = 1'669;
    unsigned flag57 = alignof(int);
    if ((flag57 - 16) >= sizeof(double)) {
        return ((18lu >= size56) ? STEPS15 : size56) + 57;
    }
    drift33<<<(size56 + 0177) / 128, 32, 0, nullptr>>>(&flag57, RADIUS14 + (size56 + 14.875f));
    detail16::Kind29 acc58 = detail16::Kind29::Off30;
    return 0;
}
