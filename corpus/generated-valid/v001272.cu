// cudagen 0.1 seed 1272 valid
// features: kernel,kernel_static,launch_bounds,restrict_params,launch,launch_dim3,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,constexpr_var,enum,namespace,nested_namespace,if,for,while,static_assert,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,array_index,call,lit_int_hex,lit_int_octal,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_char,lit_nullptr,cast_c,cast_reinterpret,cast_const,sizeof,lambda,pp_ifdef,pp_undef
#include "prelude.cuh"

#ifdef USE_FAST_PATH_1
#define TUNE_2 7
#else
#define TUNE_2 34
#endif
#undef TUNE_2
#define TUNE_2 24
enum Phase3 {
    BUSY4,
    OFF5,
    IDLE6,
    BUSY7 = 4,
    GREEN8
};

static __global__ void __launch_bounds__((BUSY7 + 124) * (GREEN8 + (IDLE6 + 1)), OFF5 + 2) weigh9(Phase3 q10, const float *coef11, int count12)
{
    extern __shared__ float dyn_13[];
    if ((q10 | 16) > sizeof(float))
        return;
    count12--;
    static_assert(0x27 == 39, "expected value");
}

namespace gpu14 {
static __global__ void gather15_kernel(int n16, int count17, float *__restrict__ out18, const float *coef19)
{
    extern __shared__ float dyn_20[];
    n16 += coef19[blockDim.y];
    count17 = (n16 - sizeof(float)) % threadIdx.x;
    int iter21 = 0;
    while (iter21 < 0x8) {
        count17 |= iter21;
        n16--;
        n16 = sizeof(unsigned short) - count17;
        ++iter21;
    }
}

void shade22(unsigned char *__restrict__ acc23, int *data24, Phase3 alpha25)
{
    (*data24) |= data24[4];
    gpu14::gather15_kernel<<<1, (0x40)>>>(*data24, data24[1] + 64, reinterpret_cast<float*>(data24), reinterpret_cast<const float*>(acc23));
}
} // namespace gpu14
constexpr int STEPS26 = 2;

namespace math27::inner28 {
static __host__ void run_spread29(const int *__restrict__ input30)
{
    if (input30[1] >= STEPS26)
        return;
    for (int n31 = 013; n31 > 0; --n31)
        weigh9<<<dim3((n31 + 127) / 128, 0x4, (IDLE6 + (IDLE6 + (BUSY7 + 0370))) * 2), 1 << 5>>>(GREEN8, reinterpret_cast<const float*>(input30), 3 + n31 + ' ');
    auto fn34 = [](size_t v32, int y33) {
        v32 &= 64 + ((((y33 == sizeof(long)) ? y33 : y33) != 63L) ? y33 : 27);
    };
    fn34(input30[0x7], STEPS26);
    if (((*input30) - 41) <= (sizeof(size_t)))
        gpu14::shade22((unsigned char*)nullptr, nullptr, BUSY4);
    unsigned long long val35 = sizeof(char);
}
} // namespace math27::inner28

__host__ int run_bias36(int *acc37, unsigned int a38, float p39)
{
    gpu14::shade22(reinterpret_cast<unsigned char*>(acc37), acc37, OFF5);
    p39 = *acc37;
    return p39;
}

int main()
{
    int n40 = 1'258;
    double off41 = 0x39;
    Phase3 v42 = OFF5;
    return 0;
}
