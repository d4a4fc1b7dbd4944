// cudagen 0.1 seed 1199 valid
// features: kernel,launch,builtin_vars,device_function,host_device_function,constexpr_function,main,constant_array,shared_var,constexpr_var,local_array,static_local,struct,struct_template,if,for,while,static_assert,ternary,compound_assign,bitwise,shift,logical,comparison,comma,pointer_arith,address_of,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_functional,cast_static,alignof,macro_statement,pp_ifdef,pp_if,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

#ifdef USE_FAST_PATH_2
#define TUNE_3 6
#else
#define TUNE_3 42
#endif

#if (TUNE_3 * 2) >= 15 && TUNE_3 != 0
#define CONFIG_4 8
#else
#define CONFIG_4 27
#endif

__global__ void bump5_kernel(int n6, float alpha7, const int* coef8, unsigned long long* out9) {
    int idx10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (idx10 >= n6) {
        return;
    }
    int r11 = n6 - (n6 - (TUNE_3 + idx10));
    float stride12 = r11;
    __shared__ int sh_13[8];
    for (int j14 = 0; j14 < 0xA; ++j14) {
        if (((idx10)) <= 10) {
            if (!coef8) {
                return;
            }
            static_assert(27 == 0x1b, "bad config");
        }
    }
}
// Returns the accumulated value.

template <typename T>
struct Bounds15 {
    T id16, id17;
    float y18;
    __host__ __device__ void mix19(T x20) {
        id17 += alignof(float);
        double stride21(((id16 * id17) > float(id17)) ? (id17 += 20.125, 0.5F) : TUNE_3);
    }
};
/* Helper used by the kernels below. */

struct Bounds22 {
    float mass23;
    float hi24;
};
/* NOTE: keep in sync with the host reference. */

constexpr __host__ __device__ int bias25(int n26) {
    n26 *= ((n26 * 40) + (9 * n26)) - (0x3 + (n26 - 17ULL));
    n26 >>= 57 * (n26 % n26) * 39L;
    return unsigned(TUNE_3);
}

__host__ __device__ unsigned long combine27(Bounds22 q28) {
    int lim29 = (q28.hi24 += TUNE_3, q28.hi24);
    Bounds22 idx30 = Bounds22{3.0f, 9.125F};
    return ((24l - q28.mass23) - (CONFIG_4)) * ((lim29));
}
__constant__ int c_filter31[8] = {0x37U, 27, 3, 33U, 57, 0x19, -6, 47u};

__host__ __device__ int step32(int stride33, int lane34) {
    int w35 = 0;
    while ((w35 < lane34) && (w35 <= 62)) {
        for (int it36 = 0x7; it36 > 0; --it36) {
            if ((it36 >= it36) ? 4 : stride33) {
                SWAP_1(int, lane34, stride33);
                lane34 /= 37 * stride33;
                lane34 += lane34;
            }
        }
        float z37[4] = {};
        ++w35;
    }
    return w35;
}
// Layout: row-major, no padding.

__device__ void grow38(Bounds15<long> p39, char* acc40, const unsigned* input41) {
    for (int i42 = 0, j43 = 9; i42 < j43; (++i42, (--j43))) {
        int w44 = 0x0;
        while (w44 < 0xf) {
            acc40[w44] = (CONFIG_4);
            acc40[1] &= TUNE_3 + (c_filter31[w44] * (49u - (*input41)));
            __shared__ long sh_45;
            ++w44;
        }
    }
}

int main(void) {
    int count46 = 262;
    static float w47 = 16.75F;
    w47 = (w47 * 46u) - 48ull;
    w47 += count46 - ((0x28LL * count46) >> count46);
    unsigned int t48[8]{static_cast<unsigned>(0x1A), 0xblu, 0x2B, 2639, 984, static_cast<unsigned int>(w47), 3U, 0x37};
    t48[1] = (CONFIG_4 + count46 + (18 + w47)) - 40u;
    w47 *= 5.875f * (count46 * count46);
    bump5_kernel<<<4, 32>>>(16 * t48[count46], count46, &count46, nullptr);
    return 0;
}
