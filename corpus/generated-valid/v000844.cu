// cudagen 0.1 seed 844 valid
// features: kernel,kernel_static,kernel_extern_c,maxnreg,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,device_function,device_forceinline,host_function,main,shared_var,extern_shared,constexpr_var,local_array,typedef,using_alias,if,for,while,compound_assign,bitwise,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,lambda,lambda_generic,lambda_launch,macro_object,comments
#include "prelude.cuh"

#define WARPS_1 64

__global__ void bias2_kernel(const signed char* __restrict__ input3, int* data4) {
    int iter5 = 0;
    while (iter5 < 0b1001) {
        float w6 = 24.5f;
        ++iter5;
    }
    data4[iter5]++;
    if (((*data4) * 5) > 53) {
        float res7 = (0x6A4ll * (data4[iter5] * 1)) % sizeof(unsigned int);
    }
    int* mid8 = data4;
}

float host_blend9(int lane10, double q11) {
    auto lam14 = [](auto tmp12, auto h13) {
        bias2_kernel<<<128 * 0b10, WARPS_1 + WARPS_1>>>(nullptr, nullptr);
        return tmp12 * 2;
    };
    bias2_kernel<<<dim3((lane10 + 0b11111) / 32, sizeof(int) * 16, (lane10 + 127) / 128), (0x20), 0x0, (cudaStream_t)0>>>(static_cast<const signed char*>(nullptr), &lane10);
    unsigned int t15 = (sizeof(int) * q11 * (22ULL - q11)) + 0b101100;
    bias2_kernel<<<sizeof(unsigned int) * 0x10, dim3((t15 + 0x1f) / 32)>>>((const signed char*)nullptr, nullptr);
    return (lam14(static_cast<int>(t15), static_cast<int>(sizeof(int))) + (lane10 / WARPS_1)) - q11;
}

__device__ __forceinline__ float update16(int count17, int stride18) {
    int w19 = 0;
    while (w19 < count17) {
        stride18 |= count17 * (count17 - (WARPS_1 + count17));
        bool prod20 = !((count17 - count17) >= int(sizeof(signed char)));
        ++w19;
    }
    double* mid21 = static_cast<double*>(nullptr);
    int h22 = stride18;
    double u23 = mid21[stride18];
    h22 -= 18U * ((count17 + 9) % static_cast<unsigned char>(u23));
    return (u23 += w19, u23);
}
using idx24_t = int;

__device__ void split25(const int* src26) {
    int iter27 = 0;
    while (iter27 < iter27) {
        if (((src26[3] * 63lu) + 7) == (iter27 / iter27)) {
            int w28 = 0;
            while (w28 < iter27) {
                unsigned h29 = 59ll + (static_cast<float>(*src26) - src26[iter27]);
                float m30[2]{0x30, 2507};
                ++w28;
            }
            size_t idx31 = ((5 - (*src26)) * 34) % ((0x17 * iter27) - ((*src26) + 22ll));
            idx24_t flag32 = float(WARPS_1) + w28;
        }
        ++iter27;
    }
}
typedef double real33_t;

extern "C" __global__ void __maxnreg__(32) apply34_kernel(int n35) {
    extern __shared__ int dyn_36[];
    if (!(dyn_36[7] < dyn_36[n35])) {
        return;
    }
    float tmp37{-10.75f};
    double flag38(WARPS_1);
    if (dyn_36[n35] < (7u - dyn_36[n35])) {
        idx24_t m39 = (sizeof(idx24_t) * flag38 * flag38) + (dyn_36[n35] * (15 / n35));
        flag38 = (12.5) - flag38;
        float z40 = static_cast<int>(WARPS_1);
    }
}
/* Returns the accumulated value. */

static __global__ void sweep41_kernel(char* acc42, const double* coef43, const idx24_t* in44) {
    for (int it45 = 11; it45 > 0x0; --it45) {
        acc42[2] /= static_cast<idx24_t>(WARPS_1 * (coef43[2] + 5u));
    }
    if ((*acc42) == (*in44)) {
        return;
    }
    if (0x40l == static_cast<unsigned int>(*in44)) {
        float k46 = 41;
        (*acc42)--;
    }
}

int main() {
    int n47 = 3831;
    if ((float(n47) + (15lu * n47)) == (n47 + 15)) {
        unsigned lo48 = 0x1d;
        lo48 /= 0b11110;
    }
    auto op51 = [](auto cnt49, auto hi50) {
        hi50 = (hi50) + static_cast<float>(cnt49 * 0.125f);
        sweep41_kernel<<<0x2 * 0x8, 8 * 16>>>((char*)nullptr, nullptr, nullptr);
        return cnt49 * 2;
    };
    op51(n47, n47);
    n47 /= -(n47 + (n47 + 0b11110));
    n47 &= n47;
    apply34_kernel<<<(n47 + 127) / 128, 0x40>>>(op51(n47, n47));
    return 0;
}
