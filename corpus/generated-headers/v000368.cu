// cudagen 0.2 seed 368 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,launch_bounds,launch,launch_shared_mem,builtin_vars,main,constexpr_var,local_array,const_local,goto,ternary,shift,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_float_exponent,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_generic,lambda_launch,macro_object,macro_statement,pp_undef,local_class,template_template_param,hdr_cmath,hdr_cooperative_groups
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <cstdio>
#include <type_traits>
#include <cooperative_groups.h>

#define CHUNK_1 4
#define NUM_ITERS_2 16
#define WARPS_3 (((CHUNK_1 + 4) * 4))
#define ACCUM_4(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#undef WARPS_3
#define WARPS_3 48
__global__ void groupSum5(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<16> tile = cg::tiled_partition<16>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 8; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
__global__ void groupSum6(int *out, int n) {
    namespace cg = cooperative_groups;
    cg::thread_block block = cg::this_thread_block();
    cg::thread_block_tile<8> tile = cg::tiled_partition<8>(block);
    int i = static_cast<int>(block.thread_rank());
    int v = i < n ? out[i] : 0;
    for (int offset = 4; offset > 0; offset /= 2) {
        v += tile.shfl_down(v, offset);
    }
    block.sync();
    if (tile.thread_rank() == 0 && i < n) {
        out[i] = v;
    }
}
template <typename T> struct Wrap7 {
    T v;
    T get() const { return v; }
};
template <template <typename> class W, typename T> T unwrap8(const W<T> &w) { return w.get(); }
template <template <typename> class W> struct Holder9 {
    W<int> a;
    W<float> b;
    float both() const { return static_cast<float>(a.get()) + b.get(); }
};
int layers10(int x) {
    Wrap7<int> w{x};
    Holder9<Wrap7> h{{x}, {1.5f}};
    return unwrap8(w) + unwrap8<Wrap7, int>(w) + static_cast<int>(h.both());
}

template <typename T, int N>
__global__ void __launch_bounds__(256 * 2) trace11_kernel(const T *src12) {
    unsigned int idx13 = (blockIdx.x * blockDim.x) + threadIdx.x;
    float flag14 = (idx13 + N) ? N : (N + (src12[idx13]));
    int sum15 = (long)(' ' * ((int)idx13));
    long val16 = flag14 - (sqrtf(16.125f) + (idx13 ? 895 : sum15));
    (void)val16;
    int t17[4] = {438, -56, 6, 14};
    (void)t17;
    struct Local18 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local18 cnt19{1};
    int k20 = cnt19.add((long)(-23));
    (void)k20;
    if (!src12) {
        goto done21;
    }
    flag14 = fabsf(sum15);
done21:;
}

int main() {
    int count22 = 2956;
    auto step24 = [](auto prod23) {
        groupSum5<<<2 * CHUNK_1, 128, 0>>>((int*)nullptr, fminf(prod23 + prod23, 43));
        prod23 = 32;
        sqrtf(fminf(24.5f, fabsf(18.0F)));
        return prod23 * 2;
    };
    const unsigned cnt25 = count22;
    count22 = ((int)count22) - ((float)28U);
    const float acc26 = step24(count22);
    count22 = (NUM_ITERS_2 + (cnt25 - 61)) - 49;
    groupSum6<<<32, 1 << 8, sizeof(int) * 32>>>(&count22, fmaxf(1e1f + acc26, cosf(cnt25)));
    trace11_kernel<long, ((2))><<<(cnt25 + 31) / 32, 1 << 7, (WARPS_3 + (NUM_ITERS_2 + (CHUNK_1 + 4028)))>>>((const long*)nullptr);
    return 0;
}
