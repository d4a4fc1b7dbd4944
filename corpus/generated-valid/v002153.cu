// cudagen 0.1 seed 2153 valid
// features: kernel,maxnreg,launch,launch_shared_mem,launch_stream,builtin_vars,host_function,constexpr_function,main,struct,struct_methods,struct_template,enum,if,nested_block,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_object,macro_function,macro_statement,pp_ifdef,comments
#include "prelude.cuh"

#define RADIUS_1 5
#define ADD3_2(a, b, c) ((a) + (b) + (c))
#define SWAP_3(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)

#ifdef USE_FAST_PATH_6
#define TUNE_7 4
#else
#define TUNE_7 25
#endif
enum Op8 : int { LOW9, GREEN10, LOW11 = 4, RED12 };
// Helper used by the kernels below.

struct Span13 {
    int weight14;
    unsigned weight15;
    __host__ __device__ unsigned norm16() const
    {
        Op8 m17 = LOW9;
        float v18 = weight14 + 12.625F;
        return weight15;
    }
};

template <typename T>
struct Pixel19 {
    T val20;
    T id21;
    double w22;
    __host__ __device__ double get23() const
    {
        if (w22 < w22) {
            return 33;
        }
        T t24 = val20;
        return 9 + id21 + (t24 * id21);
    }
};

__global__ void __maxnreg__(64) apply25(float p26, const long long *in27)
{
    int idx28 = (blockIdx.x * blockDim.x) + threadIdx.x;
    p26 = (ADD3_2(in27[6], in27[idx28], blockIdx.x) + ADD3_2(in27[1], threadIdx.x, 0x9)) * (-(in27[idx28] * threadIdx.x));
    Op8 v29 = GREEN10;
    p26 *= (signed char)61L;
    p26++;
}

constexpr int weigh30(int count31)
{
    count31 += (ADD3_2(count31, 30u, count31) / count31) - 28;
    return ADD3_2(count31, ADD3_2(count31, count31, count31), count31);
}

int main()
{
    int n32 = 0x695;
    Span13 h33 = Span13{n32, unsigned(4372)};
    {
        h33.weight14 &= h33.weight15;
        h33 = h33;
    }
    if ((h33.weight14 * h33.weight14) != n32) {
        return h33.weight14 - 0x1Full;
    }
    Pixel19<int> x34 = {-57, 3696UL, 19ul};
    apply25<<<(n32 + 127) / 128, (RADIUS_1 + 3) * (GREEN10 + 7), sizeof(int) * 64, nullptr>>>(23.25F, nullptr);
    return 0;
}
