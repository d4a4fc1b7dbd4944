// cudagen 0.2 seed 312 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,main,shared_var,extern_shared,constexpr_var,const_local,struct,struct_methods,aligned_struct,namespace,if,for,static_assert,compound_assign,shift,comparison,comma,pointer_arith,member_access,array_index,method_call,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_functional,cast_static,sizeof,macro_statement,union,exceptions,runtime_api,hdr_cooperative_groups
// nvcc: --extended-lambda
#include <cuda_runtime.h>
#include <utility>
#include <tuple>
#include <cooperative_groups.h>

#define ACCUM_1(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
template <typename F>
__global__ void applyEach2(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
union Word3 {
    int i;
    float f;
    unsigned char bytes[4];
    __host__ __device__ int low() const { return static_cast<int>(bytes[0]); }
};
__host__ __device__ int use4(int x) {
    Word3 v{};
    v.i = static_cast<int>(x);
    return static_cast<int>(v.bytes[3]) + static_cast<int>(v.i) + v.low();
}

struct alignas(16) Pixel5 {
    bool vel6;
    int flag7;
    __host__ __device__ int mix8() const {
        return vel6;
    }
    __host__ __device__ int mix9() const {
        float res10 = static_cast<int>(vel6 - 2862U) * 15L;
        if (res10 >= 0b10101) {
            return (res10 * flag7) + (res10 - 32);
        }
        return 0;
    }
};
union Raw11 {
    unsigned u;
    float f;
    unsigned char bytes[4];
};
__device__ int use12(int x) {
    Raw11 v{};
    v.u = static_cast<unsigned>(x);
    return static_cast<int>(v.bytes[1]) + static_cast<int>(v.u);
}

long check_spread13(const Pixel5 &p14, float *out15) {
    if (p14.vel6) {
        for (int i16 = 0, j17 = (9); i16 < j17; (++i16, (--j17))) {
            out15[2] -= 2774 * out15[2];
        }
        int m18(out15[4]);
        (void)m18;
        cudaStream_t u19 = 0;
        (void)u19;
    }
    return p14.mix9();
}

namespace impl20 {
int host_weigh21(const float *input22, const int *input23, int *acc24) {
    cudaStream_t stream25;
    cudaStreamCreate(&stream25);
    cudaStreamSynchronize(stream25);
    for (int n26 = 0; n26 < 7; ++n26) {
        for (int i27 = 0, j28 = 13; i27 < j28; (++i27, (--j28))) {
            constexpr float r29 = 34LL;
            acc24[i27] = 32lu;
            (*acc24) /= r29;
        }
        if (static_cast<int>(*acc24) > 48) {
            return 609ULL;
        }
    }
    return *acc24;
}

template <class T, int N = 2>
__global__ void norm30(T beta31, int n32, const T *coef33) {
    extern __shared__ int dyn_34[];
    dyn_34[n32] = (blockIdx.y + (dyn_34[1])) - (27UL << n32);
    Pixel5 base35 = {false, int(sizeof(char) - blockDim.x)};
    dyn_34[n32] += base35.mix9();
    int t36 = base35.mix8();
    (void)t36;
    cooperative_groups::thread_block group37 = cooperative_groups::this_thread_block();
    int rank38 = static_cast<int>(group37.thread_rank()) + static_cast<int>(group37.size());
    (void)rank38;
    cooperative_groups::thread_block group39 = cooperative_groups::this_thread_block();
    int rank40 = static_cast<int>(group39.thread_rank()) + static_cast<int>(group39.size());
    group39.sync();
    (void)rank40;
}

int check_weigh41(size_t p42, unsigned int a43, int stride44) {
    try {
        a43 = 62;
        static_assert(sizeof(int) == 4, "bad config");
        if (p42 > 10) {
            throw 10;
        }
    } catch (int) {
    } catch (...) {
    }
    impl20::norm30<long, 2><<<(a43 + 31) / 32, 1 << 5>>>((stride44 * 26), 39 - a43, (const long*)nullptr);
    impl20::norm30<float, 5><<<dim3(32), (512), sizeof(double) * 256, 0>>>(stride44, 30l, nullptr);
    return p42 - 0b110110;
}
} // namespace impl20

int main() {
    int count45 = 1615;
    cudaStream_t stream46;
    cudaStreamCreate(&stream46);
    cudaStreamSynchronize(stream46);
    count45 >>= count45 * ((0b100010 * count45) + (35 + count45));
    const double diff47 = 14.125f;
    impl20::norm30<unsigned, 2><<<(count45 + 63) / 64, 1 << 0b111>>>(3, diff47 + (count45 % count45), nullptr);
    cudaStream_t idx48 = nullptr;
    (void)idx48;
    return 0;
}
