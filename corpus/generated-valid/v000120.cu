// cudagen 0.1 seed 120 valid
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,main,constexpr_var,const_local,enum,enum_class,namespace,if,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,sizeof,macro_paste
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
#define CAT_3(a, b) a##b

__global__ void grow4(const float *__restrict__ coef5, int len6, int len7)
{
    int tid8 = threadIdx.x;
    const float *u9 = (const float*)nullptr;
    if ((~tid8) <= gridDim.y) {
        return;
    }
    len6 += coef5[len7];
    long x10(coef5[blockDim.x]);
}
enum class Axis11 : long {
    Blue12,
    Low13 = 5,
    Slow14,
    Fast15,
    Low16
};

namespace kern17 {
enum class Kind18 : unsigned char { Add19, Busy20 };
enum Axis21 : unsigned char {
    MUL22,
    BLUE23,
    SLOW24,
    MUL25,
    HIGH26
};
} // namespace kern17

__global__ void norm27(int n28, int *dst29, int *out30)
{
    unsigned int i31 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (i31 >= n28) {
        return;
    }
    ++dst29[i31];
    if (((out30[0x2] + i31) - (-(-0xe))) > (-(-21))) {
        --n28;
    }
    n28--;
    if (blockIdx.y != (*dst29)) {
        return;
    }
    n28 *= (*dst29) / (kern17::SLOW24 + i31);
}

template <typename T, int N = 3>
__global__ void lerp32(T *acc33)
{
    kern17::Kind18 mid34 = kern17::Kind18::Add19;
    --acc33[0];
    T q35 = (-float(*acc33)) - kern17::MUL22;
    int f36 = +(*acc33);
}

template <typename T, int N>
__global__ void __maxnreg__(64) rank37(T *dst38, T a39, int stride40, int *buf41)
{
    int idx42 = threadIdx.x;
    const T q43 = sizeof(unsigned);
    a39 -= 10.125;
    kern17::Axis21 tmp44 = kern17::SLOW24;
    if ((long(blockDim.x) & 0b1)) {
        return;
    }
    (*buf41)++;
}

int main()
{
    int n45 = 1963;
    grow4<<<0b10, 0x80, 0x0>>>(nullptr, 8 + (n45 + n45), sizeof(int));
    const int k46 = CAT_3(n, 45);
    norm27<<<(n45 + 255) / 0x100, kern17::SLOW24 + (kern17::MUL25 + (kern17::HIGH26 + (kern17::MUL25 + 500))), 4096>>>(n45, &n45, (int*)nullptr);
    lerp32<double, 0x3><<<128, 256>>>((double*)nullptr);
    rank37<int, ((2))><<<kern17::SLOW24 * (kern17::MUL25 + 1), kern17::BLUE23 + (kern17::MUL25 + (kern17::HIGH26 + 0x1F8))>>>(&n45, 52u - n45, k46, &n45);
    return 0;
}
