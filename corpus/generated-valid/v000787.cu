// cudagen 0.1 seed 787 valid
// features: kernel,kernel_static,kernel_template,launch_deduced_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,device_forceinline,main,managed_var,shared_var,extern_shared,constexpr_var,auto_var,enum_class,if,for,pragma_unroll,goto,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_digit_separator,lit_float,lit_nullptr,cast_static,macro_function
#include "prelude.cuh"

#define TWICE_PLUS_1(a, b) (2 * (a) + (b))
enum class Phase2 { Add3, Off4 };
__managed__ int m_scale5 = 3528;
constexpr int STEPS6 = 64;

static __global__ void count7(int *__restrict__ data8) {
    extern __shared__ int dyn_9[];
    unsigned int i10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (data8[blockDim.x] > gridDim.x) {
        goto out11;
    }
    --dyn_9[5];
    if (data8[6] > 0x2U) {
        return;
    }
out11:;
}

static __global__ void scatter12(unsigned cfg13, unsigned int *__restrict__ buf14, float alpha15, float *__restrict__ out16) {
    extern __shared__ unsigned int dyn_17[];
    int i18 = (blockIdx.x * blockDim.x) + threadIdx.x;
    dyn_17[i18] += 14;
    auto h19 = TWICE_PLUS_1(*out16, (STEPS6 + m_scale5) * m_scale5);
    cfg13--;
    Phase2 s20 = Phase2::Add3;
    ++out16[gridDim.z];
}

__device__ __forceinline__ void clamp21(int count22, int count23, Phase2 b24) {
    --m_scale5;
    #pragma unroll 2
    for (int i25 = 0; i25 < 0b1000; i25 += 1) {
        count22--;
        float m26 = m_scale5 * (count23 * 17.625f);
        count22 = count22;
    }
    auto v27 = count23;
    if (v27 != 0x3f) {
        goto done28;
    }
    ++m_scale5;
done28:;
}

__global__ void __maxnreg__(64) merge29(int stride30) {
    int i31 = threadIdx.x;
    if (i31 >= stride30) {
        return;
    }
    m_scale5 = i31;
    constexpr float idx32 = -24;
    stride30 ^= blockIdx.z;
    m_scale5 = STEPS6;
    constexpr double k33 = 1435;
}

template <typename T, int N = 8>
__global__ void __maxnreg__(64) scale34(T b35, const double *input36, T a37, T a38) {
    unsigned int i39 = (blockIdx.x * blockDim.x) + threadIdx.x;
    #pragma unroll
    for (int it40 = 0; it40 < 10; it40++) {
        m_scale5++;
    }
    --b35;
    int s41 = STEPS6;
    int h42 = 38;
    Phase2 flag43 = Phase2::Add3;
    m_scale5--;
}

int main() {
    int size44 = 3790;
    scale34<<<(size44 + 63) / 64, (32)>>>(0x2U, nullptr, static_cast<unsigned>(2401UL), static_cast<unsigned int>(m_scale5 - STEPS6));
    float *base45 = static_cast<float*>(nullptr);
    int e46 = 42;
    count7<<<(size44 + 31) / 0b100000, (32)>>>(&size44);
    scatter12<<<STEPS6 + 64, dim3((size44 + 0x7F) / 128, (m_scale5 + 0xFF) / 0x100, (size44 + 255) / 256)>>>(size44 * (e46 += 45, base45[7]), nullptr, (-e46) * STEPS6, static_cast<float*>(nullptr));
    merge29<<<(e46 + 127) / 0x80, dim3(256, 64)>>>(STEPS6);
    return 0;
}
