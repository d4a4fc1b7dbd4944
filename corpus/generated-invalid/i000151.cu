// cudagen 0.1 seed 151 invalid:override_space_mismatch
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_device_function,host_function,constexpr_function,main,managed_var,shared_var,host_global,constexpr_var,local_array,struct,struct_template,enum,namespace,nested_namespace,if,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,alignof,macro_function,macro_statement
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

struct Stats4 {
    float w5;
    signed char x6;
    float mass7;
    bool hi8;
};

__global__ void scatter9(long* data10, int len11)
{
    ++len11;
    if (54 < TWICE_PLUS_1(data10[0b101], len11)) {
        return;
    }
    if ((data10[7] % (*data10)) != (*data10)) {
        return;
    }
    float flag12 = blockDim.y & (14);
}
__managed__ float m_sweep13 = 2.0f;
enum Phase14 : int { FAST15, FAST16 };
static int g_count17;

__global__ void pivot18_kernel(long a19, const float* coef20, const int* src21)
{
    a19 |= (*src21) << (~a19);
    __shared__ unsigned int sh_22[256];
    float hi23((a19));
    float s24[8] = {6l, 6.0f, 24.0f, m_sweep13, 1.f};
    m_sweep13++;
    s24[a19] = ~((alignof(int) + src21[7]) >> (a19 & sh_22[94]));
    long hi25 = coef20[threadIdx.y] - s24[5];
}
double g_apply26 = 46;

namespace math27::v28 {
template <typename T>
struct Body29 {
    T lo30;
    int x31;
    __host__ __device__ T scale32() const
    {
        double k33 = 63l;
        k33 += (FAST15 | x31) * k33;
        return k33;
    }
};

__global__ void __maxnreg__(64) drift34(Phase14 cfg35, int* acc36, unsigned long a37)
{
    unsigned int tid38 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ++a37;
    if (acc36 != nullptr) {
        return;
    }
    math27::v28::Body29<float> sum39 = math27::v28::Body29<float>{};
}
} // namespace math27::v28

__host__ __device__ float apply40(int n41, int count42, float* __restrict__ acc43)
{
    ++n41;
    SWAP_3(int, count42, n41);
    n41 = (*acc43);
    acc43[2] *= 47 % (count42 - 2398);
    if ((n41 * n41) != n41) {
        return 43u % (count42 + count42);
    }
    int y44 = TWICE_PLUS_2(count42, 2577UL / acc43[count42]);
    if ((acc43[y44 & 7] + 56) > count42) {
        return 1.5F;
    }
    return n41;
}

constexpr int run_scale45(int n46, int n47)
{
    return (-TWICE_PLUS_2(n46, n47)) + ((n46 >> 7) >> (n46 += n47, n47));
}
struct Base50 {
    __host__ __device__ virtual int value() const { return 1; }
};
struct Derived51 : Base50 {
    __device__ int value() const override { return 2; }
};

int main()
{
    int len48 = 923;
    unsigned int t49[2]{8U, 55};
    g_apply26 = t49[1];
    pivot18_kernel<<<FAST16 + (FAST16 + (FAST16 + (FAST16 + (FAST16 + (FAST16 + (FAST16 + 25)))))), FAST16 + (FAST16 + 254), FAST16 + (FAST16 + (FAST16 + (FAST16 + (FAST16 + (FAST16 + 4090)))))>>>((t49[0b1] * len48) + (g_count17 * 64), nullptr, (const int*)nullptr);
    g_apply26 = FAST15 & ((t49[0] % 12) - len48);
    scatter9<<<(g_count17 + 127) / 0b10000000, (FAST16 + 31), sizeof(float) * 128>>>(nullptr, ('0' - len48) | t49[g_count17 & 1]);
    math27::v28::drift34<<<dim3(2), dim3(8, 1 << 4), (256), (cudaStream_t)0>>>(FAST15, nullptr, (t49[1] - 45) * sizeof(int));
    return 0b0;
}
