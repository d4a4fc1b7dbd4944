// cudagen 0.1 seed 2202 valid
// features: kernel,grid_constant,restrict_params,launch,launch_shared_mem,launch_stream,host_device_function,device_template_function,host_function,main,constexpr_var,local_array,static_local,struct,struct_methods,operator_overload,aligned_struct,if,do_while,goto,static_assert,shift,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,cast_reinterpret,sizeof,lambda,lambda_launch,macro_object,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 128
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#undef NUM_ITERS_1
#define NUM_ITERS_1 2

struct alignas(8) Stats4 {
    int w5;
    float y6;
    long lo7;
    float mass8;
    __host__ __device__ float reset9() const
    {
        const double* cnt10 = nullptr;
        return NUM_ITERS_1;
    }
};

inline __host__ __device__ Stats4 operator+(Stats4 a, Stats4 b)
{
    Stats4 r = a;
    r.w5 += b.w5;
    r.y6 += b.y6;
    r.lo7 += b.lo7;
    r.mass8 += b.mass8;
    return r;
}

template <typename T, typename U>
__host__ __device__ T weigh11(U q12, int n13, const U* __restrict__ in14)
{
    U q15 = in14[7] * n13;
    float u16 = 18.625F;
    if (n13 >= n13) {
        goto skip17;
    }
    if (u16 >= NUM_ITERS_1) {
        return 11 % n13;
    }
    n13 = 0x978l + in14[2];
    n13 = in14[6];
skip17:;
    return (sizeof(Stats4) * n13) % (45 - n13);
}

__global__ void pivot18(const double* __restrict__ coef19, float alpha20, float q21, __grid_constant__ const Stats4 q22)
{
    Stats4 cnt23 = Stats4{54, 5.75f, 9UL, 6.0f};
    cnt23 = q22 + q22;
    cnt23.mass8--;
    int iter24 = 0;
    do {
        int t25[6] = {};
        const float* val26 = reinterpret_cast<const float*>(coef19);
        ++iter24;
    } while (iter24 < ((NUM_ITERS_1 + NUM_ITERS_1) * NUM_ITERS_1));
}

unsigned long long host_sift27(long long alpha28, size_t q29)
{
    if (weigh11<long, unsigned int>(NUM_ITERS_1, sizeof(float), static_cast<const unsigned int*>(nullptr)) >= alpha28) {
        return (alpha28 - NUM_ITERS_1) * (q29 - 2362U);
    }
    q29 = (12LL + alpha28 + weigh11<long, double>(15.5F, q29, nullptr)) * weigh11<unsigned int, unsigned int>(12u, weigh11<long, double>(alpha28, 28u, nullptr), nullptr);
    constexpr float stride30 = -14.5F;
    return weigh11<int, int>(weigh11<int, float>(sizeof(int), q29, static_cast<const float*>(nullptr)) * (22U - q29), (3 / alpha28) + (q29 - 49l), nullptr);
}

int main()
{
    int count31 = 706;
    auto op34 = [](int diff32, unsigned base33) -> unsigned short {
        base33 = host_sift27((base33) * (2 - base33), static_cast<int>(8 * base33));
        base33 = base33;
        pivot18<<<(0x200), NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 56)))>>>(nullptr, host_sift27((0x11U), (NUM_ITERS_1)), host_sift27(0x2Elu, base33) >> (base33 + 45lu), Stats4{0x10, -3.375F, 8L, 7.0F});
        return 63;
    };
    ++count31;
    count31 = weigh11<int, double>(count31 + 18.625, 54, (const double*)nullptr);
    static float v35 = 2.125f;
    pivot18<<<(count31 + 63) / 64, sizeof(unsigned int) * 128, sizeof(int) * 0x80, (cudaStream_t)0>>>(static_cast<const double*>(nullptr), count31 + NUM_ITERS_1, op34(v35, 0xfac + v35), Stats4{5u, v35, 0b10, v35});
    static_assert(sizeof(int) == 4);
    return 0x0;
}
