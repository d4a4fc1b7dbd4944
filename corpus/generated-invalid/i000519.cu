// cudagen 0.1 seed 519 invalid:return_value_in_void
// features: kernel,launch,launch_dim3,launch_shared_mem,builtin_vars,device_function,host_function,main,constexpr_var,const_local,typedef,if,for,switch,goto,static_assert,compound_assign,shift,comparison,incdec,comma,pointer_arith,array_index,lit_int_octal,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,lambda_launch,macro_object,pp_ifdef,pp_if
#include "prelude.cuh"

#define CHUNK_1 64
#define RADIUS_2 (((32)))

#ifndef USE_FAST_PATH_3
#define TUNE_4 12
#else
#define TUNE_4 52
#endif

#if CHUNK_1 == 64
#define CONFIG_5 3
#else
#define CONFIG_5 20
#endif

__global__ void decay6_kernel(const float* coef7, unsigned int cfg8, size_t beta9) {
    int gid10 = (blockIdx.x * blockDim.x) + threadIdx.x;
    int flag11 = (cfg8 += sizeof(double), (beta9 * beta9)) * 59;
    beta9 = '\t';
}

__device__ long long smooth12(float q13, int n14, float alpha15) {
    const unsigned int val16 = n14 - alpha15;
    if (n14 < threadIdx.z) {
        goto done17;
    }
    if (val16 > (val16 / alpha15)) {
        if (alpha15 > 1U) {
            return q13;
        }
    }
    q13 += alpha15;
done17:;
    return warpSize - (q13 / (threadIdx.y + 11));
}
typedef short idx18_t;

inline float host_combine19(int count20, float* data21) {
    decay6_kernel<<<8 * 16, dim3(sizeof(int) * (CONFIG_5 + (CONFIG_5 + 2)), 1 << 7), TUNE_4 + 244>>>(data21, 025, *data21);
    auto lam26 = [y22 = 28lu / count20](int diff23, double acc24) -> long long {
        constexpr float s25 = 16.25f;
        decay6_kernel<<<dim3((diff23 + 31) / 32), 1 << (CONFIG_5 + (CONFIG_5 + 1))>>>((const float*)nullptr, -acc24, acc24);
        decay6_kernel<<<(2), dim3(sizeof(float) * (TUNE_4 + (CONFIG_5 + 1)), (diff23 + 0377) / 256), 512 * (CONFIG_5 + 5)>>>(nullptr, 41U + (y22 * 22), 38);
        return 21;
    };
    lam26(data21[2], sizeof(float));
    for (int it27 = 0; it27 < (10); ++it27) {
        --count20;
        int tmp28(it27 - (*data21));
    }
    return data21[count20];
}
__host__ __device__ void reset32(int *p)
{
    p[0] = 0;
    return 1;
}

int main(void) {
    int n29 = 510;
    float k30 = n29;
    static_assert((CONFIG_5 + (29 * 2)) > 60);
    switch (n29) {
    case CONFIG_5 + 5: {
        float acc31 = n29;
        acc31 = ((-k30) / n29) / k30;
        break;
    }
    case 11:
        k30--;
        break;
    default:
        break;
    }
    return 0;
}
