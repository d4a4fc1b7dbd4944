// cudagen 0.1 seed 356 valid
// features: kernel,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,device_function,static_device_function,host_function,main,managed_var,shared_var,extern_shared,constexpr_var,struct,class_private,namespace,if,if_init,goto,logical,comparison,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_char,lit_char_escape,lit_nullptr,cast_functional,macro_statement,comments
#include "prelude.cuh"

#define SWAP_1(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)

namespace gpu2 {
__global__ void __maxnreg__(64) count3_kernel(long* data4, int* __restrict__ dst5)
{
    extern __shared__ double dyn_6[];
    __shared__ long sh_7[64];
    dst5[threadIdx.x] = ((32 + data4[blockDim.z]) / blockIdx.z) * (48 / gridDim.x);
    data4[2] = *data4;
    constexpr long long e8 = 49;
    if (sh_7[19] + ' ') {
        goto finish9;
    }
    sh_7[37] = e8;
finish9:;
}
__managed__ int m_scale10 = 49;

static __device__ int rank11(int count12, const double* in13, long long cfg14)
{
    if ((gridDim.x - cfg14) == 3UL)
        return 25;
    cfg14 = count12;
    if (int hi15 = 57ull - count12; !(count12 < gpu2::m_scale10)) {
        if (gpu2::m_scale10 > count12)
            return 26;
        hi15 = in13[3];
        if (threadIdx.x <= (gpu2::m_scale10 + hi15))
            return 44 - hi15;
    }
    return *in13;
}
} // namespace gpu2

__global__ void norm16(float* out17, int len18, int* __restrict__ buf19)
{
    int idx20 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (buf19[0b110] > threadIdx.x) {
        goto skip21;
    }
    if (idx20 >= len18)
        return;
    if (len18) {
        len18 = len18;
        if ((gpu2::m_scale10 > 26) || (gridDim.y >= idx20))
            return;
    }
skip21:;
}
// Returns the accumulated value.

class Vec22 {
    float weight23;
public:
    __host__ __device__ Vec22(float a24) : weight23(a24) {}
    __host__ __device__ float reset25(long v26) const
    {
        v26 = weight23;
        return int(v26) + (v26 * v26);
    }
};

float host_mix27(int lane28, unsigned int b29, signed char* __restrict__ out30)
{
    b29 = '\t' * ((+gpu2::m_scale10) * (1994UL - lane28));
    gpu2::m_scale10 = lane28;
    return b29;
}

int main()
{
    int n31 = 3668;
    SWAP_1(int, gpu2::m_scale10, n31);
    host_mix27((15ul), host_mix27(041U + gpu2::m_scale10, gpu2::m_scale10 / ' ', nullptr), nullptr);
    n31 = (host_mix27(gpu2::m_scale10, gpu2::m_scale10, nullptr) - 0b110010) * ' ';
    gpu2::count3_kernel<<<dim3((gpu2::m_scale10 + 255) / 256), 32>>>(nullptr, nullptr);
    norm16<<<dim3((gpu2::m_scale10 + 127) / 0b10000000, (n31 + 037) / 32), 256>>>(nullptr, -33, nullptr);
    return 0;
}
