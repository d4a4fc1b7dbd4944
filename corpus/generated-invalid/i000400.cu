// cudagen 0.1 seed 400 invalid:goto_undefined_label
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_noinline,host_function,main,device_var,constexpr_var,auto_var,if,if_init,for,goto,ternary,shift,logical,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_suffix,lit_bool,lit_nullptr,cast_c,cast_reinterpret,sizeof,alignof,lambda,lambda_capture_ref,lambda_launch,macro_object,macro_stringize,macro_statement,pp_if,pp_undef
#include "prelude.cuh"

#define WARPS_1 32
#define RADIUS_2 256
#define ACCUM_3(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define STR_IMPL_4(x) #x
#define STR_5(x) STR_IMPL_4(x)
#if WARPS_1 > 59
#define CONFIG_6 5
#elif WARPS_1 < 0
#error unreachable configuration
#else
#define CONFIG_6 21
#endif
#undef RADIUS_2
#define RADIUS_2 8
__device__ float d_shade7;

__device__ __noinline__ float pack8(int count9, unsigned int* __restrict__ dst10, unsigned int q11)
{
    if (blockIdx.x < dst10[q11]) {
        goto done14;
    }
    if (unsigned mid12 = q11; (dst10[0] << dst10[4]) == (20ul + d_shade7)) {
        --mid12;
        const float* idx13 = reinterpret_cast<const float*>(dst10);
    }
    if ((count9 * 4861) == 7L) {
        return *dst10;
    }
done14:;
    return alignof(int);
}

__global__ void count15_kernel(int* data16)
{
    int gid17 = threadIdx.x;
    char diff18 = +pack8(d_shade7 + 58U, reinterpret_cast<unsigned int*>(data16), d_shade7);
    if (warpSize - 061) {
        return;
    }
    int* sum19 = data16;
    if ((*sum19) != d_shade7) {
        goto skip21;
    }
    ACCUM_3(*data16, (*sum19));
    if ((!(alignof(int) <= sum19[5])) && (gid17 != gid17)) {
        auto x20 = gridDim.x << ((!data16) ? (alignof(int) - (*sum19)) : RADIUS_2);
        pack8(59L, &x20, pack8(29 << blockIdx.z, (unsigned int*)nullptr, pack8(sum19[diff18], (unsigned int*)nullptr, WARPS_1)));
    }
skip21:;
}

unsigned rank22(long long a23)
{
    count15_kernel<<<1, 1 << 6, sizeof(int) * 128, 0>>>((int*)nullptr);
    count15_kernel<<<2, sizeof(unsigned int) * (RADIUS_2 + 8), 0, (cudaStream_t)0>>>((int*)nullptr);
    auto v24 = a23;
    double r25 = a23;
    const char* acc26 = STR_5(CONFIG_6);
    return +(v24 + (r25 - a23));
}

int main(void)
{
    int n27 = 559;
    goto nowhere36;
    auto lam30 = [&](unsigned int r28, float x29) {
        count15_kernel<<<2, RADIUS_2 * (RADIUS_2 + RADIUS_2)>>>(&n27);
    };
    lam30(n27, n27);
    for (int j31 = 0, j32 = 13; j31 < j32; (++j31, (--j32))) {
        auto op33 = []() -> unsigned {
            rank22(061);
            return 1 * (true ? WARPS_1 : 035UL);
        };
        auto idx34 = rank22(rank22(1557) * j31);
    }
    float s35 = rank22(rank22(n27 * n27));
    return 0;
}
