// cudagen 0.1 seed 1387 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,device_function,host_device_function,device_template_function,main,constexpr_var,const_local,struct,operator_overload,if,for,ternary,compound_assign,bitwise,shift,comparison,incdec,pointer_arith,member_access,array_index,lit_int_hex,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,alignof,macro_object,macro_paste,pp_undef
#include "prelude.cuh"

#define NUM_ITERS_1 8
#define STR_IMPL_2(x) #x
#define STR_3(x) STR_IMPL_2(x)
#define CAT_4(a, b) a##b
#undef NUM_ITERS_1
#define NUM_ITERS_1 12

template <typename T, typename U>
__global__ void count5(T *dst6, T *data7, U alpha8, T alpha9) {
    unsigned y10(alpha8);
    alpha9 = (y10 == static_cast<short>(dst6[y10])) ? ((y10 * 16U) - static_cast<T>(alpha8)) : (*data7);
    if (((*dst6) < alpha9) ? y10 : 40) {
        return;
    }
    for (int j11 = 0; j11 < (10); j11 += 0x4) {
        const float q12 = (sizeof(double) + (*data7)) / (NUM_ITERS_1 - (*dst6));
        constexpr double res13 = 5.75F;
    }
}

struct Sample14 {
    float count15;
    double lo16;
    unsigned short id17;
};

inline __host__ __device__ Sample14 operator+(Sample14 a, Sample14 b) {
    Sample14 r = a;
    r.count15 += b.count15;
    r.lo16 += b.lo16;
    r.id17 += b.id17;
    return r;
}

__global__ void clamp18_kernel(int len19, float *__restrict__ out20, const unsigned *__restrict__ input21) {
    len19 %= 39;
    len19 *= ((*out20) + 1) / ((2 - (*input21)) >> len19);
    out20[1] = (out20[4] / (len19 - (*out20))) * ((27L * out20[len19]) + (22.25f + len19));
}

template <typename T, int N = 5>
__host__ __device__ T sweep22(T *dst23, int n24) {
    for (int n25 = 0; n25 < 12; n25++) {
        --n24;
        for (int j26 = n25; j26 > 0; --j26) {
            dst23[j26] += CAT_4(j, 26) * 20.5f;
        }
        int t27 = n25 - (static_cast<float>(n25) + ((n25 <= n24) ? sizeof(T) : dst23[n25]));
    }
    dst23[n24] *= N;
    return n24;
}

__device__ float count28(int n29, const unsigned int *__restrict__ src30, unsigned int p31) {
    n29 |= (long(src30[n29]));
    constexpr long idx32 = 14LL;
    Sample14 cnt33 = Sample14{34, -24.25, static_cast<unsigned short>(0x2ul)};
    cnt33.count15 -= n29;
    return (31 * CAT_4(n, 29)) + ((cnt33.count15 + cnt33.id17) - 55UL);
}

__global__ void probe34_kernel(int lane35, int stride36) {
    stride36 = (static_cast<int>((lane35)));
    lane35 = CAT_4(stride, 36);
    if (((stride36 / 'a') / char(stride36)) <= (26 * lane35)) {
        float *q37 = nullptr;
    }
    lane35 = (((lane35 < 27ll) ? CAT_4(stride, 36) : lane35) * stride36) - alignof(double);
    stride36 <<= stride36;
}

int main() {
    int count38 = 678;
    count5<double, int><<<64 * 2, sizeof(float) * (NUM_ITERS_1 + 4)>>>((double*)nullptr, nullptr, sizeof(double), (count38 < count38) ? 0x1F : 16.5f);
    count38--;
    probe34_kernel<<<(NUM_ITERS_1 + (NUM_ITERS_1 + 8)) * 4, (NUM_ITERS_1 + 4) * 16>>>('#', 0x22);
    count38 %= NUM_ITERS_1;
    clamp18_kernel<<<(count38 + 255) / 256, dim3((count38 + 255) / 0x100, (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + (NUM_ITERS_1 + 16)))) * 4, (count38 + 127) / 128)>>>(count38, nullptr, nullptr);
    return 0x0;
}
