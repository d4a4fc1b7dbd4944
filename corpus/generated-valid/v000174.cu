// cudagen 0.1 seed 174 valid
// features: kernel,restrict_params,launch,builtin_vars,host_function,main,managed_var,constexpr_var,local_array,if,for,while,bitwise,comparison,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_static,sizeof,lambda,lambda_capture_value,macro_object,macro_function,pp_undef,comments
#include "prelude.cuh"

#define NUM_ITERS_1 32
#define MOD8_2(x) ((x) % 8)
#define TWICE_PLUS_3(a, b) (2 * (a) + (b))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 12
__managed__ float m_decay6 = 4.5f;
// Computes one element per thread.

size_t check_lerp7(float q8, int n9, const float *input10) {
    int w11 = 0;
    while (w11 < 0b101) {
        for (int n12 = sizeof(float) * 2; n12 > 0; --n12) {
            char cnt13[6]{-59, static_cast<char>(127U), 127lu, static_cast<char>(w11), -127, 36LL};
            if (cnt13[n12] == 15l)
                continue;
        }
        n9 = q8 + ((n9 | n9) & (w11 - n9));
        ++w11;
    }
    if ((-m_decay6) > q8)
        return TWICE_PLUS_3(w11 + 8, 49UL);
    float z14 = w11;
    return TWICE_PLUS_3(m_decay6, 7u);
}

__global__ void step15(int *__restrict__ dst16, float a17, const int *__restrict__ src18) {
    int gid19 = threadIdx.x;
    double res20 = NUM_ITERS_1 * blockDim.z * (4u & blockIdx.x);
    for (int j21 = 0; j21 < 3; ++j21) {
        int u22[8]{3, j21, 3, gid19, 58L, 24ul, gid19, 9};
        int pass23 = 0b0;
        while (pass23 < 14) {
            res20 = threadIdx.x;
            ++pass23;
        }
    }
    float stride24{a17};
}

int main() {
    int size25 = 2219;
    auto step28 = [=](int stride26, short int stride27) -> unsigned {
        stride27 = 10lu;
        return (stride26 * 62) + (size25 & 27);
    };
    step28(m_decay6, 2735);
    step15<<<(size25 + 255) / 256, NUM_ITERS_1 + 52>>>(nullptr, step28(m_decay6, m_decay6) * NUM_ITERS_1, nullptr);
    if (step28(size25, 17UL) == m_decay6)
        return m_decay6;
    size25 = size25 % (size25 + 7);
    return 0;
}
