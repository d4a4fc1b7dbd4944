// cudagen 0.1 seed 90 invalid:explicit_constructor_conversion
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,host_function,constexpr_function,main,constexpr_var,auto_var,enum,enum_class,if,for,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_static,sizeof,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 13
#else
#define TUNE_2 50
#endif

#if TUNE_2 == 50
#define CONFIG_3 2
#else
#define CONFIG_3 22
#endif
/* Layout: row-major, no padding. */

__global__ void relax4_kernel(float beta5, int* out6, signed char q7, int len8) {
    len8--;
    out6[len8] = static_cast<int>(static_cast<float>(len8));
}
enum Phase9 { ADD10, BUSY11, RED12, BUSY13 = 4 };
static_assert(59 > 58);
// Returns the accumulated value.

template <class T, int N = 3>
__global__ void trace14(const T* input15, const int* in16, int* buf17) {
    auto sum18 = ((input15[6] > TUNE_2) ? (0u * input15[1]) : 19.0);
    sum18 -= (!(40 == ((*input15) + N))) ? 127UL : N;
}
static_assert(0b100000 > 31, "tile must fit");
enum struct Color19 : unsigned int { On20, Mul21 };
enum class Color22 { Fast23, High24 };

int host_apply25(int stride26, const int* coef27, const int* coef28) {
    if (stride26 || ((*coef27) >= 38)) {
        return (((*coef28) >= 57) ? sizeof(long) : coef27[2]) + (1478UL * stride26);
    }
    int prod29 = coef28[0] >> 7;
    return 16;
}

__global__ void count30_kernel(double* dst31, int n32, bool p33, unsigned int cfg34) {
    if (((dst31[5] < 64u) || cfg34) && (!dst31)) {
        for (int it35 = 0; it35 < 10; ++it35) {
            static_assert((2 * CONFIG_3) > 3, "bad config");
            --dst31[n32];
        }
        int r36 = 46;
        r36++;
    }
}

constexpr int check_score37(int lane38) {
    return (('#' - lane38) + (BUSY13 - lane38));
}
struct Id_42 {
    explicit Id_42(int v) : x(v) {}
    int x;
};

int main() {
    int len39 = 2964;
    Id_42 id_42 = len39;
    len39 ^= len39;
    count30_kernel<<<dim3((len39 + 255) / 0400), 1 << 6, sizeof(float) * 0b10000000>>>(static_cast<double*>(nullptr), BUSY13, host_apply25(len39, &len39, &len39) > check_score37(len39), host_apply25(static_cast<unsigned char>(len39), &len39, &len39));
    for (int n40 = 0; n40 < 14; ++n40) {
        ++len39;
        Color19 stride41 = Color19::On20;
    }
    relax4_kernel<<<256, 1 << (RED12 + 5), (256)>>>(host_apply25(24 * len39, &len39, &len39), &len39, ((len39) >= len39) ? (len39 + TUNE_2) : 21, len39);
    trace14<float, (1 << CONFIG_3)><<<010, 256 * 2, 1024>>>(static_cast<const float*>(nullptr), &len39, static_cast<int*>(nullptr));
    return 0;
}
