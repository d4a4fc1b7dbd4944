// cudagen 0.1 seed 468 valid
// features: kernel,launch_bounds,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,main,shared_var,extern_shared,host_global,constexpr_var,struct,struct_template,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,member_access,array_index,lit_int_hex,lit_int_octal,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_paste,macro_statement
#include "prelude.cuh"

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b

template <typename T>
struct Sample5 {
    T count6, val7;
    unsigned short x8;
    __host__ __device__ void norm9(T prod10)
    {
        float t11 = 6.875f;
    }
};
constexpr long STEPS12 = sizeof(int) * 8;

__global__ void __launch_bounds__(1 << 10, 3) spread13_kernel(Sample5<double> a14, const float *in15)
{
    extern __shared__ long long dyn_16[];
    int idx17 = (blockIdx.x * blockDim.x) + threadIdx.x;
    ACCUM_1(a14.x8, (STEPS12 % ((unsigned char)threadIdx.x)));
    a14.x8 -= 26;
    for (int i18 = 0x9; i18 > 0; --i18) {
        int u19 = a14.count6;
        a14.count6++;
    }
}

__global__ void apply20(float *out21, Sample5<double> p22)
{
    int tid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
    Sample5<double> hi24 = {7.0, 0x14, 36};
    __shared__ Sample5<double> sh_25[8];
    unsigned int prod26 = blockIdx.x;
    if (out21[tid23] >= tid23) {
        return;
    }
    hi24 = Sample5<double>{20.5, 3.0, 0xF};
    float stride27 = p22.count6;
}

__device__ __forceinline__ void march28(int lane29, float *__restrict__ dst30)
{
    unsigned char sum31((dst30[lane29] += 3415, ((lane29 > 27) ? dst30[lane29] : (STEPS12))));
    for (int j32 = 0, j33 = 0xa; j32 < j33; (++j32, (--j33))) {
        int w34 = warpSize;
    }
    sum31 = STEPS12 + sum31;
    sum31 = 19;
}
const int g_drift35 = 25;

int main()
{
    int n36 = 3652;
    if ((n36 / n36) < STEPS12) {
        return g_drift35 - (n36 + STEPS12);
    }
    unsigned long stride37 = 0x17;
    spread13_kernel<<<(1), 0x40, sizeof(double) * 0x80>>>(Sample5<double>{}, static_cast<const float*>(nullptr));
    apply20<<<(n36 + 0177) / 128, STEPS12 + (STEPS12 + (STEPS12 + (STEPS12 + (STEPS12 + 96))))>>>(nullptr, Sample5<double>{});
    return 0x0;
}
