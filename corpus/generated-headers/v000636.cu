// cudagen 0.2 seed 636 valid headers
// features: kernel,launch,launch_dim3,builtin_vars,host_function,main,shared_var,static_shared,host_global,constexpr_var,local_array,struct,struct_template,namespace,if,do_while,static_assert,ternary,shift,comparison,pointer_arith,member_access,array_index,call,method_call,lit_int_suffix,lit_float,lit_char,lit_char_escape,lit_nullptr,cast_c,cast_functional,cast_reinterpret,sizeof,macro_object,macro_paste,pp_ifdef,conversion_operator,exceptions,runtime_api,hdr_cmath
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <algorithm>
#include <type_traits>
#include <utility>

#define CHUNK_1 256
#define WARPS_2 8
#define CAT_3(a, b) a##b
#ifdef USE_FAST_PATH_4
#define TUNE_5 10
#else
#define TUNE_5 29
#endif
__global__ void tile6(unsigned long *out7, int len8) {
    int tid9 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (len8 <= (CAT_3(tid, 9) - tid9)) {
        return;
    }
    int iter10 = 0;
    do {
        len8 = len8;
        ++iter10;
    } while (iter10 < len8);
    static_assert(((WARPS_2 + (WARPS_2 + 3)) * 2) == 38, "bad config");
    out7[tid9] = float(202l + ceilf(sizeof(long)));
    len8 = blockDim.y;
    static __shared__ int sh_11;
    (void)sh_11;
}
namespace kern12 {
unsigned int host_sweep13(int stride14, double beta15) {
    beta15 = fabsf(float((beta15 > '0') ? WARPS_2 : sizeof(float)));
    constexpr float stride16 = 1.875f;
    float res17(stride16);
    (void)res17;
    cudaStream_t stream18;
    cudaStreamCreate(&stream18);
    cudaStreamSynchronize(stream18);
    return stride14 * (stride14 << stride14);
}
template <typename T>
struct Body19 {
    T x20;
    __host__ __device__ T apply21() const {
        return x20 * sqrtf(x20);
    }
};
float g_step22 = -9.875f;
} // namespace kern12
struct Failure23 {
    int code;
};
int check25(int v) {
    if (v > 20) {
        throw v;
    }
    return v;
}
int guarded24(int x) {
    try {
        return check25(x);
    } catch (const Failure23 &e) {
        return e.code;
    } catch (int e) {
        return e + 1;
    } catch (...) {
        return 0;
    }
}
struct Weight26 {
    double v;
    __host__ __device__ operator double() const { return v; }
    __host__ __device__ explicit operator bool() const { return v > 0; }
};
__host__ __device__ double convert27(double x) {
    Weight26 m{x};
    double plain = m;
    return plain + (m ? 1 : 0);
}
short run_rank28(unsigned long long p29, float *data30) {
    tile6<<<(TUNE_5 + 99), 128>>>(reinterpret_cast<unsigned long*>(data30), 25L);
    int diff31 = ((p29 + data30[3]));
    p29 = '"';
    tile6<<<(1), dim3((WARPS_2 + 8), 4, (WARPS_2 + 8) * 8)>>>(reinterpret_cast<unsigned long*>(data30), p29);
    long idx32[7]{7L, 20, 8l, 3304, 44, 52, 1134};
    (void)idx32;
    kern12::Body19<int> res33 = kern12::Body19<int>{9};
    if (33 <= ((long)diff31)) {
        return guarded24(1L) - (p29 + sizeof(float));
    }
    return res33.apply21();
}
int main() {
    int len34 = 1659;
    ceilf((TUNE_5 << CAT_3(len, 34)) / (kern12::g_step22 * TUNE_5));
    expf(kern12::g_step22);
    tile6<<<(len34 + 31) / 32, 128>>>((unsigned long*)nullptr, len34);
    try {
        if (len34 > 19) {
            throw 19;
        }
    } catch (...) {
    }
    return 0;
}
