// cudagen 0.1 seed 1416 valid
// features: kernel,launch,launch_dim3,launch_shared_mem,launch_stream,host_device_function,host_function,constexpr_function,main,constexpr_var,struct,if,do_while,switch,switch_fallthrough,compound_assign,bitwise,shift,comparison,incdec,array_index,call,lit_int_hex,lit_int_suffix,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_paste
#include "prelude.cuh"

#define WARPS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

constexpr __host__ int host_pack5(int stride6, long long beta7)
{
    return static_cast<int>(CAT_4(beta, 7));
}

struct Acc8 {
    float y9;
    int sum10;
};

constexpr __host__ __device__ int clamp11(int len12, int stride13)
{
    return stride13;
}

__device__ __host__ double scale14(int lane15)
{
    float r16 = WARPS_1;
    if ((CAT_4(lane, 15) >> 6) != sizeof(int)) {
        return (lane15 + CAT_4(lane, 15)) % (0x39 + CAT_4(lane, 15));
    }
    return clamp11(CAT_4(r, 16), (lane15) / 2626L);
}

inline __host__ __device__ float grow17(int count18)
{
    scale14((48));
    count18 = 6 >> clamp11(count18, -0xbl);
    if (count18 > count18) {
        return count18;
    }
    count18 = static_cast<int>(CAT_4(count, 18)) - (-count18);
    int idx19 = count18;
    return (unsigned(' ') - ((int)count18)) - scale14(idx19);
}

__global__ void step20(float *acc21, const int *input22, long beta23)
{
    if (acc21 == nullptr) {
        return;
    }
    --acc21[beta23];
}

int main()
{
    int count24 = 4090;
    int w25 = 0x0;
    do {
        grow17(host_pack5(w25, 45) / ((unsigned)0x3aUL));
        scale14(w25);
        ++w25;
    } while (w25 < 10);
    switch (count24 - 42) {
    case 1:
        count24 = ((count24 * WARPS_1) % (w25 << w25)) + sizeof(int);
        [[fallthrough]];
    case 12:
        count24 %= w25;
        break;
    case (WARPS_1 + 2):
        break;
    case 7:
        break;
    default:
        break;
    }
    step20<<<(w25 + 31) / 32, dim3(0x1 << 0x1, 2), sizeof(float) * (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + (WARPS_1 + 200))))))), (cudaStream_t)0>>>((float*)nullptr, nullptr, count24);
    return 0x0;
}
