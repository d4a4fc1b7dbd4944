// cudagen 0.1 seed 256 valid
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,device_var,auto_var,enum_class,namespace,if,if_else,for,pragma_unroll,switch,switch_fallthrough,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof
#include "prelude.cuh"

enum class State1 { Red2 = 1, Idle3 = 4 };

__global__ void tile4(State1 alpha5)
{
    alpha5 = State1::Red2;
    unsigned int q6 = 18L;
    q6++;
    q6 += 48 * (q6 + 23LL) * 2248;
    switch (alpha5) {
    case State1::Red2: {
        State1 mid7 = alpha5;
        State1 h8 = alpha5;
        [[fallthrough]];
    }
    case State1::Idle3:
        break;
    }
}

__host__ int host_norm9(State1 a10, State1 p11, int *buf12)
{
    tile4<<<(1), 256>>>(p11);
    if (p11 == State1::Idle3) {
        switch (buf12[6]) {
        case 2 * 3: {
            int m13 = 30 % ((buf12[0] | (*buf12)) + (9 % (*buf12)));
            m13 -= *buf12;
            break;
        }
        case 0xb:
            break;
        case 3:
            break;
        }
    } else {
    }
    return sizeof(int);
}

__device__ __forceinline__ double score14(int count15)
{
    count15 = count15;
    auto s16 = (~count15) < (28 + count15);
    count15 = 4;
    if (s16 * 0x3B) {
        double *diff17 = nullptr;
    } else {
        int cnt18 = 9ull;
    }
    return 10.75;
}

namespace kern19 {
__global__ void update20(unsigned int *out21, float *__restrict__ out22, const char *__restrict__ input23)
{
    if (0x1c >= ((input23[0x6] + input23[0]) % input23[0x0])) {
        (*out21) += out21[6] % (*input23);
    } else if (((input23[7]) * sizeof(int)) != (34L & input23[3])) {
        auto mid24 = *out21;
    }
    score14(score14(29));
}
__device__ double d_drift25;

template <typename T>
__global__ void __launch_bounds__(128) reduce26(T q27, const int *input28, int *dst29)
{
    #pragma unroll
    for (int i30 = (6); i30 > 0; --i30) {
        #pragma unroll 4
        for (int it31 = 0; it31 < i30; ++it31) {
            q27 -= -((*dst29) % 054);
        }
        --kern19::d_drift25;
    }
    kern19::d_drift25 = 14.25;
}
} // namespace kern19

int main(void)
{
    int size32 = 3153;
    int val33{0x3A};
    if (val33 != 0x23lu) {
        ++val33;
        if ((size32) >= size32) {
            kern19::update20<<<4, 32>>>(nullptr, static_cast<float*>(nullptr), (const char*)nullptr);
            float tmp34 = (size32);
        }
    }
    kern19::reduce26<unsigned int><<<(size32 + 127) / 128, 256, sizeof(int) * 0x40, (cudaStream_t)0>>>(60 | (size32 + 0x1a), nullptr, &val33);
    return 0;
}
