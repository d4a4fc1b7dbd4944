// cudagen 0.1 seed 409 invalid:missing_paren
// features: kernel,restrict_params,launch,launch_dim3,launch_shared_mem,host_function,main,constant_var,shared_var,extern_shared,constexpr_var,enum_class,if,for,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_hex,lit_int_binary,lit_float,lit_nullptr,cast_c,cast_static,macro_paste,macro_statement,pp_ifdef,pp_undef
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_2(a, b) a##b

#ifdef USE_FAST_PATH_3
#define TUNE_4 14
#else
#define TUNE_4 57
#endif
#undef TUNE_4
#define TUNE_4 8
enum struct Level5 : long { Off6, Blue7, Slow8, Mul9 };

__global__ void reduce10_kernel(const float* __restrict__ coef11, int* acc12, bool a13, short b14) {
    b14 >>= a13 * a13;
    double mid15 = CAT_2(b, 14) - TUNE_4;
    for (int it16 = 0; it16 < (2); it16 += 0b1) {
        (--acc12[1], (acc12[3] += coef11[it16]));
        float h17 = 3139;
        int cnt18(mid15);
    }
    (*acc12)--;
}
enum struct Color19 : short { Blue20 = 3, Blue21 };
__constant__ float c_filter22 = 17.5f;

__global__ void sweep23_kernel(unsigned* __restrict__ acc24, float* dst25) {
    extern __shared__ long long dyn_26[];
    ++dst25[5];
    Level5 q27 = Level5::Mul9;
}

char check_clamp28(const float* src29) {
    if ((*src29) >= src29[5]) {
        return src29[1];
    }
    return +(+(2 * (*src29)));
}

int main() {
    int n30 = 0x303;
    int scaled33 = (n30 + 1 * 2;
    for (int i31 = 0, j32 = TUNE_4 + 1; i31 < j32; (++i31, (--j32))) {
        if (j32 != i31) {
            return i31;
        }
        reduce10_kernel<<<dim3(TUNE_4 + (TUNE_4 + (TUNE_4 + 104)), (i31 + 31) / 32, 1 << 4), dim3((j32 + 63) / 0x40), (256)>>>(static_cast<const float*>(nullptr), nullptr, i31 < 31, n30 - j32);
    }
    sweep23_kernel<<<4, 1 << 0x7>>>(nullptr, (float*)nullptr);
    return 0;
}
