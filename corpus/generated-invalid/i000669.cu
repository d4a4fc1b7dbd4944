// cudagen 0.1 seed 669 invalid:no_operator_match
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,builtin_vars,device_function,device_forceinline,device_noinline,static_device_function,host_device_function,host_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,auto_var,const_local,enum,enum_class,namespace,nested_namespace,if,if_else,for,range_for,ternary,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,alignof,macro_object,macro_paste,macro_statement
#include "prelude.cuh"

#define CHUNK_1 16
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_3(a, b) a##b

static __device__ __noinline__ double sift4(float *acc5, float p6, float alpha7)
{
    const float y8 = alignof(double);
    --(*acc5);
    int q9{21L};
    return CAT_3(alpha, 7);
}

template <typename T, int N>
__global__ void __launch_bounds__(CHUNK_1 + 16) pivot10_kernel(const T *coef11, int len12, const int *coef13)
{
    extern __shared__ double dyn_14[];
    if ((*coef13) + N) {
        if (coef11[len12] <= len12) {
            float cnt15[0b11] = {static_cast<float>(11.25f / coef11[len12]), 19.625F, 3.0f};
        }
    } else if (!coef13) {
        dyn_14[1] = sift4(nullptr, len12, sift4((float*)nullptr, CHUNK_1, N) + (N));
    }
}
enum class State16 { High17, On18 = 2, Green19 };

__host__ __device__ void scale20(int len21)
{
    if (((len21 += 2369, len21) + len21) > 38ul) {
        len21 = len21;
    } else {
        len21 = -CHUNK_1;
        ACCUM_2(len21, (0x19));
    }
}
__device__ int d_scale22[16];

char host_sift23(const int *coef24, int len25, int *dst26)
{
    auto off27 = *coef24;
    float flag28(((+off27) / ((off27 > (*coef24)) ? len25 : 22.25f)) / (*coef24));
    return flag28;
}

__device__ __forceinline__ int accum29(int stride30)
{
    for (int j31 = 0x0; j31 < stride30; ++j31) {
        State16 cnt32 = State16::On18;
        if (gridDim.z < d_scale22[7]) {
            for (int it33 = 0; it33 < 0b100; it33++) {
                stride30 = 8lu;
                double diff34 = 53 / (CAT_3(j, 31) / ((cnt32 != State16::On18) ? CHUNK_1 : d_scale22[14]));
            }
        }
    }
    return blockIdx.x;
}

static __device__ __noinline__ void tile35(int n36, int len37)
{
    d_scale22[9] = threadIdx.z;
    for (auto &sum38 : d_scale22) {
        scale20(blockDim.z);
    }
    (--n36, (d_scale22[0x6] = +threadIdx.x));
}

namespace kern39::inner40 {
enum Axis41 { IDLE42 = 2, ON43, FAST44, MUL45 };
} // namespace kern39::inner40

__host__ __device__ int blend46(unsigned int *dst47)
{
    dst47[0x5] = kern39::inner40::FAST44 - dst47[0x5];
    scale20('0');
    int s48[kern39::inner40::IDLE42 + kern39::inner40::MUL45] = {};
    unsigned long e49 = s48[3];
    return e49 / 24;
}
struct Pt_51 {
    int a;
};

int main()
{
    int n50 = 3856;
    Pt_51 p_51 = {1}, q_51 = {2};
    Pt_51 r_51 = p_51 + q_51;
    n50 = host_sift23((const int*)nullptr, 11UL - CAT_3(n, 50), &n50);
    (n50--, (n50 = (blend46(nullptr) % kern39::inner40::IDLE42) * (n50 * n50)));
    n50 = CAT_3(n, 50);
    pivot10_kernel<unsigned, ((7))><<<(n50 + 255) / 256, 32>>>(nullptr, 64l, nullptr);
    return 0;
}
