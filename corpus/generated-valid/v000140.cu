// cudagen 0.1 seed 140 valid
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,host_device_function,host_function,static_host_function,constexpr_function,main,shared_var,extern_shared,constexpr_var,struct,aligned_struct,enum_class,anon_namespace,if,for,pragma_unroll,ternary,compound_assign,bitwise,comparison,incdec,pointer_arith,member_access,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,cast_static,sizeof,lambda,lambda_init_capture,lambda_launch,macro_paste,pp_ifdef,comments
#include "prelude.cuh"

#define CAT_1(a, b) a##b
#define USE_FAST_PATH_2

#ifdef USE_FAST_PATH_2
#define TUNE_3 12
#else
#define TUNE_3 37
#endif

static int check_mix4(int len5, int n6, const int *__restrict__ src7) {
    auto lam11 = [](unsigned short h8) -> unsigned short {
        double lo9 = ('A' | h8) + 19.625f;
        int t10 = TUNE_3;
        lo9++;
        return 13 - (t10 + 42);
    };
    float sum12 = sizeof(float);
    constexpr int v13 = 51;
    if (len5) {
        return TUNE_3;
    }
    len5 -= lam11(src7[len5]);
    return static_cast<unsigned short>(98);
}
// Returns the accumulated value.

struct __align__(8) Vec14 {
    int x15;
    float y16;
};
// Layout: row-major, no padding.

template <class T, int N>
__global__ void blend17(T alpha18, Vec14 b19, int len20) {
    b19.x15 -= TUNE_3 * alpha18;
    b19.x15++;
    if (CAT_1(len, 20) >= b19.y16) {
        return;
    }
    double q21 = sizeof(int);
}

template <class T, int N = 4>
__global__ void combine22_kernel(T cfg23, const float *in24) {
    extern __shared__ int dyn_25[];
    T mid26 = N;
    #pragma unroll 2
    for (int j27 = 0; j27 < 6; ++j27) {
        if (cfg23 >= dyn_25[j27 & 7]) {
            return;
        }
        if ((in24[1] / 34UL) != sizeof(T)) {
            return;
        }
    }
    cfg23 = N - (mid26 * dyn_25[2]);
    dyn_25[4] %= dyn_25[0];
}
inline constexpr unsigned int LANES28 = (sizeof(float) * 4);
enum class Level29 { Off30, Idle31, High32, Slow33 };

namespace {
template <typename T, int N>
__global__ void lerp34_kernel(T a35, int len36) {
    float f37 = N;
    f37--;
    if (a35 == N) {
        return;
    }
    len36 = 10L;
}
} // namespace

constexpr __host__ __device__ int gather38(int lane39, int stride40) {
    stride40 %= ' ';
    return 37;
}

void run_count41(double alpha42, int n43) {
    short f44 = 'A';
    lerp34_kernel<unsigned int, 1><<<dim3(32, (n43 + 127) / 128), 256, sizeof(int) * 1024>>>(static_cast<unsigned>(static_cast<double>(LANES28)), CAT_1(alpha, 42));
    combine22_kernel<unsigned int, 6><<<(64), sizeof(int) * 8>>>(0u - alpha42, static_cast<const float*>(nullptr));
    alpha42 -= LANES28;
    n43 = f44;
    ++n43;
}

int main() {
    int size45 = 801;
    auto fn49 = [s46 = (size45 == sizeof(long)) ? LANES28 : size45]() -> unsigned int {
        for (int it47 = 7; it47 > 0; --it47) {
            int cnt48 = (((s46 | CAT_1(s, 46)) + (4085 + CAT_1(it, 47))) != (LANES28 * CAT_1(it, 47))) ? (s46 + LANES28 + (LANES28 - it47)) : s46;
            blend17<long, 4><<<dim3(4, TUNE_3 + (LANES28 + (LANES28 + 84))), 64 * 2>>>('a' * cnt48, Vec14{1, static_cast<float>(CAT_1(it, 47) + it47)}, 40UL & gather38(s46, LANES28));
        }
        return check_mix4(-57, 51lu | CAT_1(s, 46), nullptr);
    };
    Vec14 diff50{7, -2659};
    blend17<unsigned, 4><<<(TUNE_3 + (LANES28 + (TUNE_3 + 24))) * 8, 512>>>(check_mix4(LANES28, diff50.x15, (const int*)nullptr) + (LANES28 % CAT_1(size, 45)), Vec14{}, 2115 & size45);
    return 0;
}
