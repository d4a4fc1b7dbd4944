// cudagen 0.1 seed 415 invalid:error_directive
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_shared_mem,host_function,default_args,main,shared_var,static_shared,constexpr_var,local_array,auto_var,const_local,struct,class_private,if,if_init,for,while,nested_block,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_float_exponent,lit_nullptr,cast_c,cast_static,lambda,lambda_launch,macro_function,macro_paste,comments
#include "prelude.cuh"

#define TILE_WIDTH_59 24
#if TILE_WIDTH_59 % 32 != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif
#define MIN2_1(a, b) ((a) < (b) ? (a) : (b))
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
// Helper used by the kernels below.

__global__ void warp5_kernel(const double* coef6, double q7, const unsigned int* __restrict__ src8, int* __restrict__ out9) {
    if (constexpr float prod10 = 4.375F; q7 <= MIN2_1(q7, *src8)) {
        __shared__ float sh_11[8];
        long v12[2]{3L, 1194U};
    }
    (*out9)--;
    unsigned k13[6] = {};
    size_t sum14{46LL};
    out9[sum14 & 7] *= MIN2_1(k13[sum14], 16) - MIN2_1(sum14, k13[0] * sum14);
}

__global__ void gather15_kernel(float* dst16, int count17, float* out18, long b19) {
    for (int it20 = 9; it20 > 0b0; --it20) {
        __shared__ float sh_21[64];
    }
    const int e22 = -out18[b19];
    static __shared__ int sh_23[2 * 4];
    int pass24 = 0;
    while (pass24 < e22) {
        int h25[3] = {42L, -41, 47U};
        ++pass24;
    }
    sh_23[0b101] = *out18;
}

__global__ void apply26_kernel(int count27, int lane28) {
    constexpr double flag29 = 054;
    const char val30 = 34;
    auto acc31 = (lane28 * (flag29 * count27)) < 61;
    count27 *= MIN2_1(count27, MIN2_1(CAT_4(lane, 28), CAT_4(lane, 28) + 1));
    float base32[2 * 3]{static_cast<float>(18.625f), 4, -33L, -19L, 9.0f, 6.625f};
    lane28 ^= acc31;
}

class Particle33 {
    int w34;
public:
    __host__ __device__ Particle33(int init35) : w34(init35) {}
    __host__ __device__ void mix36(long diff37) {
        w34 = diff37;
        unsigned long diff38 = diff37;
    }
};

__global__ void warp39(double beta40, Particle33 beta41) {
    __shared__ float sh_42[32];
    beta40 = beta40 + ((beta40 + beta40) * (4.0));
    for (int i43 = 0; i43 < 10; ++i43) {
        sh_42[i43 & 31] -= static_cast<short>(MIN2_1(MIN2_1(i43, sh_42[i43]), i43 + sh_42[24]));
        beta40 *= ((sh_42[i43] > beta40) ? 1 : 10.25f);
    }
    Particle33 res44(35);
}

template <typename T, int N = 3>
__global__ void mix45(T* acc46, int* __restrict__ dst47) {
    if (acc46 != nullptr) {
        const T flag48 = (*dst47) & N;
        Particle33 val49(flag48);
    }
    (*dst47) = N;
}

double host_scale50(short alpha51 = 022ull) {
    auto step53 = []() -> float {
        long u52[2]{34l, 27u};
        warp39<<<(0b1), 0200, 1024 * 0b100>>>(20.5, Particle33(0b110100lu | u52[0]));
        return u52[0];
    };
    {
        float base54[2]{250e-3f, 2.375f};
        warp5_kernel<<<16, 64, 0>>>(nullptr, alpha51 + MIN2_1(base54[alpha51], 35), nullptr, nullptr);
    }
    gather15_kernel<<<2 * 4, 512>>>(nullptr, 2 + alpha51, (float*)nullptr, 31LL);
    return ((alpha51 - alpha51) % alpha51) % (alpha51 + (-alpha51));
}

int main() {
    int n55 = 1913;
    Particle33 lim56(1368 ^ n55);
    auto v57 = (n55) + 27LL;
    v57 = (3 <= CAT_4(n, 55)) ? static_cast<unsigned long>((n55)) : ((5 <= CAT_4(n, 55)) ? (+v57) : MIN2_1(v57, v57));
    const float res58 = -45;
    apply26_kernel<<<16, 16 * 4>>>(((v57 % n55) == n55) ? MIN2_1(v57, 4) : static_cast<float>(v57), (8 - n55) - (8 - CAT_4(n, 55)));
    mix45<double, 5><<<8 * 16, (256), 0>>>(static_cast<double*>(nullptr), &n55);
    return 0;
}
