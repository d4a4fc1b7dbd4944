// cudagen 0.1 seed 2134 valid
// features: kernel,restrict_params,launch,launch_dim3,host_device_function,host_function,main,constexpr_var,namespace,if,for,do_while,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_suffix,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_object,macro_statement,pp_undef
#include "prelude.cuh"

#define RADIUS_1 32
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_3(x) #x
#define STR_4(x) STR_IMPL_3(x)
#undef RADIUS_1
#define RADIUS_1 8

__host__ __device__ size_t split5(float *__restrict__ out6, unsigned alpha7, int stride8) {
    out6[3] = RADIUS_1;
    ++stride8;
    return 19L;
}

namespace detail9 {
__global__ void reduce10(const int *__restrict__ coef11, int *__restrict__ acc12, double *out13, const unsigned int *__restrict__ input14) {
    for (int j15 = 10; j15 > 0; --j15) {
        (*out13)++;
        out13[j15] = *out13;
        if (60lu >= static_cast<int>(*out13))
            continue;
    }
    acc12[4] = out13[3];
    constexpr float e16 = 3;
}
} // namespace detail9

namespace ops17 {
__host__ __device__ int split18(long long *__restrict__ acc19, unsigned int p20, float a21) {
    if ((acc19[p20] - split5(reinterpret_cast<float*>(acc19), 43, 28)) >= ((*acc19) * a21)) {
        if ((acc19[p20])) {
            int w22 = 0;
            do {
                (*acc19) = static_cast<double>(RADIUS_1);
                acc19[p20]++;
                ++w22;
            } while (w22 < w22);
            int flag23{1};
        }
        p20 = RADIUS_1;
    }
    return 64 + split5(reinterpret_cast<float*>(acc19), 51 + a21, acc19[p20]);
}

inline float grow24(int lane25, unsigned int b26) {
    b26 = 1965 + b26;
    float diff27 = -1844;
    ++diff27;
    auto op30 = [](int lim28, int res29) -> double {
        detail9::reduce10<<<1, 1 << (RADIUS_1 + 1)>>>(nullptr, nullptr, (double*)nullptr, static_cast<const unsigned*>(nullptr));
        return RADIUS_1 >> ops17::split18(nullptr, 63, res29);
    };
    lane25 = 53;
    split5((float*)nullptr, diff27, 37);
    return 26;
}
} // namespace ops17

int main(void) {
    int count31 = 4013;
    auto fn32 = []() {
        detail9::reduce10<<<dim3((4), sizeof(unsigned int) * (RADIUS_1 + RADIUS_1), RADIUS_1 * 2), 512>>>(static_cast<const int*>(nullptr), (int*)nullptr, nullptr, nullptr);
    };
    fn32();
    count31 = (int)RADIUS_1;
    count31 = count31;
    return 0;
}
