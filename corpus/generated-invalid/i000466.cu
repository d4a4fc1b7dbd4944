// cudagen 0.1 seed 466 invalid:launch_bounds_too_many_args
// features: kernel,restrict_params,launch,launch_shared_mem,host_device_function,host_function,main,constexpr_var,local_array,auto_var,struct,if,if_init,for,compound_assign,bitwise,shift,logical,comparison,incdec,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_hex_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_static,lambda,lambda_capture_value,lambda_generic,lambda_mutable,macro_object,comments
#include "prelude.cuh"

#define BLOCK_SIZE_1 3
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)

struct Bounds4 {
    unsigned val5;
    int y6;
    short z7;
    unsigned char val8;
};

__host__ __device__ int decay9(double alpha10)
{
    const unsigned int *v11 = nullptr;
    --alpha10;
    float stride12 = (v11[5] % 40);
    if ((stride12 >= (*v11)) || (alpha10 == stride12) || (stride12 != '0')) {
        int e13[3]{6, '0', 0x40};
        alpha10 -= static_cast<double>(0x20 * e13[0]);
        constexpr int lo14 = BLOCK_SIZE_1 + 2;
    }
    return 32ULL;
}

__host__ __device__ void bump15(int *out16, int *out17, int len18)
{
    if (!out16) {
        return;
    }
    len18 = decay9(len18 * (*out16)) / (decay9(*out17) + '\t');
    len18++;
    if (out16 != nullptr) {
        return;
    }
    float cnt19 = decay9((0x1p1f + len18) - (0xd * len18));
    decay9((out17[len18 & 7] + out17[5]) & len18);
}

void shade20(signed char *buf21, int lane22, int stride23)
{
    --lane22;
    int tmp24 = 63;
}
// NOTE: keep in sync with the host reference.

inline __host__ __device__ void split25(const double *__restrict__ in26, double p27, int stride28)
{
    for (int it29 = 0; it29 < stride28; it29++) {
        if (float stride30{14.375F}; p27 <= decay9(p27)) {
            int m31 = decay9(p27);
            float lo32[5] = {stride30};
        }
    }
}

__global__ void count33(int stride34)
{
    double mid35 = decay9(stride34);
    for (int n36 = stride34; n36 > 0; --n36) {
        decay9(decay9((unsigned int)25));
        auto stride37 = static_cast<short>(static_cast<unsigned>(mid35 + 0x3));
        int z38[4] = {};
    }
    if (decay9(stride34) == mid35) {
        return;
    }
}

unsigned host_warp39(int *__restrict__ out40)
{
    Bounds4 lo41 = Bounds4{7U, static_cast<int>(0x38), 2255, 0xFF};
    for (int n42 = 0x0; n42 < 2; ++n42) {
        count33<<<(n42 + 127) / 128, 256>>>(8);
    }
    unsigned char mid43 = decay9(decay9(lo41.val5) + decay9(*out40));
    return BLOCK_SIZE_1;
}
__global__ void __launch_bounds__(128, 2, 1, 4) bounded_kernel51(int *p)
{
    p[threadIdx.x] = 0;
}

int main()
{
    int n44 = 2461;
    for (int j45 = 5; j45 > 0; --j45) {
        auto fn50 = [=](auto prod46, auto base47) mutable {
            float diff48[5] = {2.375F, -46, 0b11010ul, 8};
            unsigned long res49 = BLOCK_SIZE_1;
            return prod46 * 2;
        };
        fn50(n44, n44);
        count33<<<(BLOCK_SIZE_1 + 0x1), 256>>>(n44);
    }
    --n44;
    count33<<<(2), 1 << (BLOCK_SIZE_1 + 0x4), (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 110)))))) * 0x2>>>(host_warp39(&n44));
    count33<<<BLOCK_SIZE_1 + 0x1d, 1 << 9, 0>>>(static_cast<char>(n44 + n44));
    return 0;
}
