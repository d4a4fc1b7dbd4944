// cudagen 0.1 seed 1914 valid
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,constexpr_var,enum_class,using_alias,if,if_else,if_init,for,static_assert,comparison,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste,macro_statement,pp_undef,comments
#include "prelude.cuh"

#define RADIUS_1 16
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define CAT_3(a, b) a##b
#undef RADIUS_1
#define RADIUS_1 2
__host__ __device__ float scale4(float beta5, double cfg6) {
    beta5 = 20.875F;
    for (int i7 = 0; i7 < 14; ++i7) {
        float prod8 = int(static_cast<int>(i7)) + (i7 * (RADIUS_1 - i7));
    }
    cfg6 = 0b101010;
    cfg6 = RADIUS_1;
    return char(0x7);
}
/* Computes one element per thread. */
__global__ void bump9(int lane10, int lane11) {
    lane11 = lane10;
    float diff12{static_cast<float>(41UL)};
    short lim13{0b0};
}
enum class Op14 { On15, Low16 };
enum class Level17 { Slow18, Busy19, Low20 };
__global__ void spread21_kernel(int *buf22, int *__restrict__ buf23) {
    for (int it24 = 0; it24 < 0x5; ++it24) {
        constexpr unsigned short cnt25 = ' ';
        if (float acc26 = 27UL; buf22 != nullptr) {
            constexpr long tmp27 = 0x2C;
            unsigned int lim28 = acc26;
            static_assert((3 * (RADIUS_1 + (RADIUS_1 + (RADIUS_1 + 0x9)))) > 054, "size check");
        } else {
        }
    }
}
using idx29_t = unsigned long;
void host_score30(int stride31) {
    if ((static_cast<float>(stride31) - 57U) >= stride31) {
        if ((stride31 - 63ul) <= stride31) {
            for (int i32 = 6; i32 > 0; --i32) {
                static_assert((sizeof(float) * 16) > 63, "size check");
                float q33(static_cast<char>(scale4(47 * stride31, i32)));
            }
        } else if (CAT_3(stride, 31) == stride31) {}
    }
}
int main(void) {
    int n34 = 1266;
    spread21_kernel<<<(n34 + 0xFF) / 256, 0x200, 0>>>(&n34, &n34);
    long long t35 = 1;
    int mid36 = sizeof(char) + int(t35);
    mid36 = 0xB1E;
    bump9<<<RADIUS_1 + (RADIUS_1 + 0x1FC), RADIUS_1 + 0xfe, 1024>>>(scale4(mid36, (float)53L), t35);
    return 0;
}
