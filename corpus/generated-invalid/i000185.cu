// cudagen 0.1 seed 185 invalid:managed_reference
// features: kernel,launch_bounds,restrict_params,launch,host_function,default_args,main,constexpr_var,const_local,namespace,if,ternary,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,macro_function,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define WARPS_1 64
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifndef USE_FAST_PATH_6
#define TUNE_7 10
#else
#define TUNE_7 37
#endif
#undef TUNE_7
#define TUNE_7 12

namespace ops8 {
inline short apply9(long b10, unsigned p11, int stride12 = 272) {
    b10 &= -3;
    const unsigned int *sum13 = (const unsigned int*)nullptr;
    auto step15 = [=](int base14) mutable -> int {
        stride12 = (((sum13 == nullptr) || (base14 >= 40)) && (!(51 > stride12))) ? base14 : (unsigned(base14) + 54ul);
        p11 = (b10 + stride12) % 19;
        return stride12;
    };
    if (p11 <= (p11 * WARPS_1)) {
        auto step18 = [](auto f16, auto off17) {
            off17 += f16 + 7ul;
            off17 = f16;
            f16 = WARPS_1;
            return f16 * 2;
        };
        step18(stride12, stride12);
        int acc19(stride12);
    }
    if (!sum13)
        return TWICE_PLUS_2(b10 / p11, TWICE_PLUS_2(sum13[5], b10));
    return 20;
}

void norm20(int n21) {
    if ((n21 < n21) && (n21 >= n21))
        return;
    if ((n21 > n21) || (n21 != n21))
        return;
    n21 &= n21 * ((n21 % n21) * (n21 * n21));
    int f22 = TWICE_PLUS_2(n21, n21) - n21;
}

double run_clamp23(int count24, const float *__restrict__ coef25) {
    count24 += ((coef25[7]) + TWICE_PLUS_2(count24, coef25[0])) - coef25[count24];
    auto step28 = [](int h26, long long u27) -> int {
        u27 <<= static_cast<int>(h26 - u27) - (u27 + u27 + u27);
        return TWICE_PLUS_2(h26, u27) + u27;
    };
    count24 = (48l - count24) * ((count24 - 55L) << 4);
    char lo29 = count24;
    count24 = coef25[lo29];
    lo29 &= (0x17l - lo29) + (0xe * (lo29 + sizeof(long long)));
    return -22;
}
} // namespace ops8

__global__ void __launch_bounds__(sizeof(int) * 16) tile30(const int *src31, unsigned int beta32) {
    ++beta32;
    if (*src31)
        return;
}
__managed__ int m_target35 = 1;
__managed__ int &m_ref36 = m_target35;

int main() {
    int n33 = 1743;
    tile30<<<0x1, sizeof(float) * 32>>>(static_cast<const int*>(nullptr), TWICE_PLUS_2((size_t)n33, 0x7 * n33));
    n33++;
    const bool prod34 = static_cast<short int>((WARPS_1 + n33) - (n33 << n33));
    n33 = n33;
    return 0;
}
