// cudagen 0.1 seed 85 invalid:no_operator_match
// features: kernel,kernel_static,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,device_template_function,host_function,static_host_function,constexpr_function,main,device_array,shared_var,extern_shared,constexpr_var,local_array,if,for,pragma_unroll,while,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_object,macro_function,macro_paste,pp_ifdef,pp_if
#include "prelude.cuh"

#define WARPS_1 128
#define NUM_ITERS_2 (5)
#define SQR_3(x) ((x) * (x))
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7

#ifdef USE_FAST_PATH_7
#define TUNE_8 15
#else
#define TUNE_8 48
#endif

#if TUNE_8 > 63
#define CONFIG_9 5
#else
#define CONFIG_9 12
#endif
static __device__ int d_bias10[4] = {33, 39L, -0b1, 556L};

static __global__ void weigh11(const double* coef12, int* __restrict__ buf13, double* buf14, long b15) {
    extern __shared__ double dyn_16[];
    (--d_bias10[1], (buf14[1] = buf14[b15] / ((double)(NUM_ITERS_2 << d_bias10[b15]))));
    float idx17 = 24.125f;
    #pragma unroll
    for (int i18 = 0; i18 < b15; ++i18) {
        int w19 = 0;
        while (w19 < i18) {
            (*buf14) = 53ll - (b15);
            double s20 = (b15 += coef12[b15], (0b110001LL * (w19 + w19)));
            ++w19;
        }
    }
}

__global__ void step21_kernel(int lane22, int count23) {
    #pragma unroll 8
    for (int n24 = 0, j25 = lane22; n24 < j25; (++n24, (--j25))) {
        if (lane22 == (CAT_6(j, 25) + NUM_ITERS_2)) {
            ++d_bias10[3];
            if (40 >= ((int)n24)) {
                break;
            }
            count23 = j25;
        }
    }
}

__global__ void clamp26_kernel(int* __restrict__ data27) {
    extern __shared__ short dyn_28[];
    if (*data27) {
        return;
    }
    d_bias10[2] = dyn_28[4];
    int iter29 = 0;
    while (iter29 < iter29) {
        d_bias10[2] = iter29 - ((d_bias10[1] % (*data27)) + (data27[5] + dyn_28[4]));
        d_bias10[0]++;
        ++iter29;
    }
}

template <class T, class U>
inline __device__ __host__ void combine30(T beta31, T p32, const U* __restrict__ coef33) {
    for (int it34 = 7; it34 > 0; --it34) {
        double acc35 = -9.625;
    }
    if ((p32 >= p32) || ((*coef33) > 45ul) || (static_cast<float>(*coef33) != 9UL)) {
        beta31 = 5 - ((p32) / beta31);
        int flag36[6] = {};
    }
    U flag37 = 17.625f;
}

constexpr __host__ __device__ int fold38(int n39, int lane40) {
    float sum41{13.75F};
    sum41 = ((sum41 - sum41) + static_cast<int>(n39)) * SQR_3(sum41 + n39);
    return n39;
}

static unsigned long long host_update42(int count43, const float* in44, short* dst45) {
    count43 = in44[count43];
    (*dst45) = (short)((*dst45) * ((float)count43));
    return dst45[count43];
}
struct Pt_48 {
    int a;
};

int main() {
    int count46 = 2610;
    Pt_48 p_48 = {1}, q_48 = {2};
    Pt_48 r_48 = p_48 + q_48;
    if (((-count46) / SQR_3(count46)) == ((count46 <= TUNE_8) ? 3 : count46)) {
        int flag47 = (071 / (count46 ? sizeof(unsigned long) : count46)) + (3 + count46);
    }
    step21_kernel<<<dim3(1), sizeof(int) * (TUNE_8 + 0b1)>>>((size_t)count46, TUNE_8);
    count46 = ((unsigned int)(count46 + count46)) * (count46 + (count46 / count46));
    count46 = 4473;
    weigh11<<<2, dim3((128), (1), (count46 + 0377) / 256), sizeof(float) * 32>>>(nullptr, nullptr, (double*)nullptr, (count46 += 42LL, (-644)));
    clamp26_kernel<<<dim3(256, 1 << 0b100, 4), 1 << NUM_ITERS_2>>>(&count46);
    return 0;
}
