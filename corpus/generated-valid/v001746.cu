// cudagen 0.1 seed 1746 valid
// features: kernel,kernel_static,maxnreg,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,static_host_function,main,device_var,local_array,enum_class,if,for,do_while,switch,switch_fallthrough,goto,compound_assign,bitwise,comparison,incdec,pointer_arith,address_of,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,cast_reinterpret,sizeof,alignof,lambda,lambda_capture_value,lambda_mutable
#include "prelude.cuh"

#define STR_IMPL_1(x) #x
#define STR_2(x) STR_IMPL_1(x)

static __global__ void __maxnreg__(64) pivot3_kernel(float* out4, float* buf5, float* data6, int* buf7) {
    ++buf7[2];
    --data6[3];
    unsigned int lo8 = (long long)((data6[2] - 010) - (alignof(char) & buf7[7]));
    float lim9{7.0f};
    buf5[0] /= static_cast<int>(58 - data6[0]);
}
enum class Color10 { Idle11, Off12 = 2, High13 };

__global__ void count14_kernel(int len15, Color10 beta16, const float* coef17) {
    len15 &= -len15;
    len15 = len15;
    signed char tmp18 = 0b11000;
    unsigned res19 = static_cast<short>(tmp18 * 5ULL) | tmp18;
}

inline __host__ __device__ char sweep20(Color10 b21, double q22) {
    for (int n23 = 0; n23 < 4; n23 += 1) {
        q22 /= (sizeof(long) + (n23 - 51)) & n23;
        if (n23)
            continue;
        long t24[3] = {};
    }
    float tmp25 = q22;
    b21 = b21;
    return 30;
}
__device__ int d_step26 = 58U;

static __global__ void gather27_kernel(long long* dst28) {
    int y29 = sweep20(Color10::Off12, ((int)dst28[d_step26 & 7]) * ((*dst28) + d_step26));
    d_step26 = (dst28[y29] & (30 * y29)) - (d_step26 - sweep20(Color10::Idle11, -8.125));
    if (((*dst28) + 60ULL) != d_step26) {
        goto out30;
    }
    y29 -= 7 * d_step26;
    sweep20(Color10::Off12, 8.375);
    d_step26 |= sweep20(Color10::Idle11, static_cast<float>(y29) - (46 - (*dst28)));
out30:;
}

void run_reduce31(int lane32, int* out33, int count34) {
    if ((*out33) > count34) {
        goto done35;
    }
    switch (sweep20(Color10::Idle11, count34)) {
    case 0:
        pivot3_kernel<<<dim3(256 * 0b10, (lane32 + 31) / 32), (64), 0200 * 2>>>(reinterpret_cast<float*>(out33), reinterpret_cast<float*>(out33), reinterpret_cast<float*>(out33), &lane32);
        [[fallthrough]];
    case 5:
        if (out33[lane32 & 7] <= out33[3])
            return;
        out33[lane32 & 7] = static_cast<unsigned>((1l));
        break;
    }
done35:;
}

static int run_fold36(Color10 p37, double cfg38, unsigned b39) {
    int w40 = 0;
    do {
        auto fn43 = [=](unsigned hi41) mutable {
            hi41 *= b39 + sizeof(size_t);
            long x42 = 43lu;
            b39 = sweep20(Color10::Off12, hi41);
        };
        fn43(cfg38);
        if (b39 >= sweep20(p37, 0b1100))
            continue;
        auto op46 = [](int prod44) -> short {
            prod44 += sweep20(Color10::Idle11, 20.125F) - 8;
            double x45 = 12.125 - sweep20(Color10::High13, 38);
            x45 = 24.625F;
            return 54;
        };
        ++w40;
    } while (w40 < 3);
    b39 = w40;
    int lo47{int(63U)};
    if (sweep20(Color10::Idle11, b39) < 12) {
        goto skip48;
    }
    sweep20(Color10::Idle11, (lo47 ^ w40) % b39);
skip48:;
    return ((unsigned int)(w40 + 13)) ^ sweep20(Color10::Idle11, sweep20(Color10::Idle11, 13U));
}

int main(void) {
    int n49 = 2485;
    run_reduce31(n49, &n49, 39 + sweep20(Color10::Off12, n49));
    count14_kernel<<<(n49 + 255) / 256, 32, (4096)>>>(1 / static_cast<double>(n49), Color10::Idle11, nullptr);
    n49 = 3813;
    n49 %= 015;
    gather27_kernel<<<dim3((n49 + 31) / 32, (256)), (64), 0>>>(nullptr);
    ++n49;
    return 0;
}
