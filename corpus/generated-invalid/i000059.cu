// cudagen 0.1 seed 59 invalid:class_redefinition
// features: kernel,maxnreg,restrict_params,launch,launch_shared_mem,builtin_vars,device_function,device_forceinline,host_function,default_args,main,managed_var,host_global,constexpr_var,if,if_init,for,pragma_unroll,goto,shift,logical,comparison,pointer_arith,array_index,call,lit_int_hex,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)
__managed__ float m_kick3[4];
const double g_tile4 = 18;
__device__ __forceinline__ int smooth5(float q6 = 14) {
    for (int i7 = (16); i7 > 0x0; --i7) {
        int cnt8 = q6;
    }
    m_kick3[threadIdx.y] = blockIdx.x;
    if ((gridDim.x - 34u) || (q6 < m_kick3[blockIdx.x])) {
        int s9 = q6;
        q6 = q6;
    }
    return sizeof(int);
}
__managed__ int m_split10 = 2 * 7;
__global__ void __maxnreg__(128) smooth11_kernel(float cfg12, long* __restrict__ dst13) {
    int gid14 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int k15 = ((61U * gid14) + (gid14 + gid14)) % ((unsigned)(37 - dst13[6]));
    cfg12 = blockIdx.x;
    #pragma unroll 4
    for (int i16 = 6; i16 > 0; --i16) {
        if (m_kick3[1] < k15) {
            continue;
        }
        int* tmp17 = (int*)nullptr;
    }
}
unsigned check_rank18(bool p19, int count20 = 51) {
    if (count20) {
        goto done24;
    }
    if (float val21 = 22.875F * ((p19)); (p19 <= g_tile4) && (val21 >= 55)) {
        p19 = (val21 - (-val21)) < (count20 + 26);
        float idx22 = count20 + count20;
        int lo23 = (59U / count20) * p19;
    }
done24:;
    return m_kick3[0];
}
struct Config31 {
    int a;
};
struct Config31 {
    float b;
};
int main() {
    int len25 = 1605;
    auto step28 = [=](int diff26, int flag27) {
        diff26 = g_tile4;
    };
    step28(m_kick3[m_split10], g_tile4);
    if ((m_kick3[len25] - m_split10) >= (m_split10 * check_rank18(m_kick3[m_split10] != 7, sizeof(double)))) {
        smooth11_kernel<<<(m_split10 + 0x7f) / 0x80, (128), sizeof(double) * 64>>>(19, (long*)nullptr);
        if ((m_kick3[2]) >= len25) {
            return len25;
        }
    }
    constexpr float y29 = 58;
    int* base30 = nullptr;
    return 0x0;
}
