// cudagen 0.1 seed 47 valid
// features: kernel,kernel_static,kernel_template,launch_explicit_template_args,launch_bounds,restrict_params,launch,launch_shared_mem,launch_stream,host_function,main,shared_var,shared_2d,extern_shared,constexpr_var,local_array,if,if_init,for,goto,compound_assign,bitwise,shift,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_hex,lit_int_octal,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_object,macro_function,macro_paste,macro_statement,pp_ifdef
#include "prelude.cuh"

#define RADIUS_1 16
#define WARPS_2 256
#define NUM_ITERS_3 3
#define SQR_4(x) ((x) * (x))
#define MIN2_5(a, b) ((a) < (b) ? (a) : (b))
#define ACCUM_6(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define CAT_7(a, b) a##b
#define USE_FAST_PATH_8

#ifdef USE_FAST_PATH_8
#define TUNE_9 3
#else
#define TUNE_9 61
#endif

static __global__ void __launch_bounds__(NUM_ITERS_3 + 125) lerp10(int *out11) {
    __shared__ int sh_12[128];
    for (int j13 = 12; j13 > 0; --j13) {
        float *sum14 = nullptr;
        int val15[4] = {j13, j13};
        float diff16 = j13;
    }
    float k17[5] = {24.25F, 16.5f, -046, 6.0f};
}

template <typename T>
__global__ void gather18(const T *src19, float q20, const float *in21, int stride22) {
    ACCUM_6(stride22, ((CAT_7(stride, 22) + (WARPS_2 >> stride22)) % stride22));
    int m23[2 * 3] = {17};
    int f24[8] = {0x36, static_cast<int>(stride22), 051u, stride22};
}

float check_smooth25(char alpha26, float alpha27, float p28) {
    p28 /= alpha27;
    alpha26 *= 0x1 - (-(p28 / TUNE_9));
    return p28;
}

__global__ void score29(int *__restrict__ out30, int *__restrict__ buf31, const float *in32) {
    __shared__ int sh_33[16];
    buf31[0x6] = ~((*out30) += 31, NUM_ITERS_3);
    unsigned q34 = sh_33[2];
    if (double off35 = ((*out30) - (TUNE_9 * out30[q34])) - static_cast<unsigned>(out30[5]); (sh_33[6] / 33ll) != in32[6]) {
        if (buf31[q34] <= sh_33[15]) {
            return;
        }
        __shared__ double sh_36[14][12];
    }
    bool prod37 = (*out30) > 0x17;
}

template <typename T, int N = 5>
__global__ void clamp38_kernel(T *out39, T *acc40, const int *input41) {
    extern __shared__ unsigned int dyn_42[];
    for (int it43 = 0; it43 < 11; it43 += 3) {
        acc40[it43] *= static_cast<float>(59u ^ dyn_42[it43]);
    }
    --dyn_42[3];
    unsigned int res44{39};
}

inline int host_scatter45(int stride46, int stride47, signed char beta48) {
    const float *acc49 = static_cast<const float*>(nullptr);
    gather18<unsigned int><<<16, 512>>>((const unsigned*)nullptr, *acc49, static_cast<const float*>(nullptr), MIN2_5(*acc49, 41UL * beta48));
    beta48 += -double(acc49[stride47]);
    double tmp50[5]{10.625, 7.0, 13.25f, 1.0, -30};
    if (check_smooth25(57, 18.375F, stride46) == tmp50[stride46]) {
        goto done51;
    }
    stride47 = (stride47 += tmp50[stride47], 64);
done51:;
    return check_smooth25(check_smooth25(check_smooth25(beta48, 34l, acc49[5]), stride46, 21.25F), WARPS_2, sizeof(char) | beta48);
}

int main() {
    int n52 = 140;
    clamp38_kernel<float, ((NUM_ITERS_3 + 1))><<<4, RADIUS_1 + 48, sizeof(double) * 32, (cudaStream_t)0>>>((float*)nullptr, nullptr, &n52);
    host_scatter45(n52 - 6lu, (n52 + 9) << n52, 56ul);
    int tmp53 = (n52 += CAT_7(n, 52), CAT_7(n, 52)) ^ 57U;
    lerp10<<<1 << (NUM_ITERS_3 + 4), 1 << 5, sizeof(int) * 32, nullptr>>>(&n52);
    score29<<<(tmp53 + 31) / 0x20, 0x40>>>(&n52, &n52, nullptr);
    return 0;
}
