// cudagen 0.2 seed 325 valid headers
// features: kernel,kernel_static,launch,launch_shared_mem,builtin_vars,device_function,static_device_function,main,shared_var,extern_shared,local_array,if,for,do_while,pointer_arith,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,macro_object,macro_function,macro_paste,pp_ifdef,pp_if,pp_undef,local_class,variadic_template,fold_expression,nttp_auto,hdr_cmath,hdr_cooperative_groups
#include <cuda_runtime.h>
#include <cooperative_groups.h>

#define CHUNK_1 8
#define CHUNK_2 8
#define NUM_ITERS_3 (64)
#define MIN2_4(a, b) ((a) < (b) ? (a) : (b))
#define ADD3_5(a, b, c) ((a) + (b) + (c))
#define CAT_6(a, b) a##b
#define USE_FAST_PATH_7
#ifndef USE_FAST_PATH_7
#define TUNE_8 16
#else
#define TUNE_8 29
#endif
#if CHUNK_1 == 8
#define CONFIG_9 5
#else
#define CONFIG_9 13
#endif
#undef CHUNK_2
#define CHUNK_2 2
template <typename F>
__global__ void applyEach10(F f, int *data, int n) {
    int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
    if (i < n) {
        data[i] = f(data[i]);
    }
}
template <auto V>
int addConst11(int x) {
    using value_type = decltype(V);
    return x + static_cast<int>(V) + static_cast<int>(sizeof(value_type));
}
template <auto... Vs> int sumConsts12() { return (0 + ... + static_cast<int>(Vs)); }
int consts13(int x) { return addConst11<3>(x) + addConst11<true>(x) + addConst11<2L>(x) + sumConsts12<1, 'b', 3u>(); }
static __device__ void smooth14(double q15, const int *coef16, const float *input17) {
    struct Local18 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local18 val19{7};
    int h20 = val19.add(64);
    (void)h20;
    cooperative_groups::thread_block group21 = cooperative_groups::this_thread_block();
    int rank22 = static_cast<int>(group21.thread_rank()) + static_cast<int>(group21.size());
    cooperative_groups::thread_block group23 = cooperative_groups::this_thread_block();
    int rank24 = static_cast<int>(group23.thread_rank()) + static_cast<int>(group23.size());
    (void)rank24;
    size_t cnt25 = (3 * rank22 * ((*input17) * 2981)) - q15;
    (void)cnt25;
    cosf(sqrtf(CAT_6(cnt, 25)));
}
static __global__ void reduce26_kernel(int lane27) {
    extern __shared__ unsigned long dyn_28[];
    int idx29 = threadIdx.x;
    (void)idx29;
    cooperative_groups::thread_block group30 = cooperative_groups::this_thread_block();
    int rank31 = static_cast<int>(group30.thread_rank()) + static_cast<int>(group30.size());
    group30.sync();
    for (int j32 = 0b0; j32 < rank31; j32++) {
        int iter33 = 0;
        do {
            cooperative_groups::thread_block group34 = cooperative_groups::this_thread_block();
            int rank35 = static_cast<int>(group34.thread_rank()) + static_cast<int>(group34.size());
            group34.sync();
            (void)rank35;
            if (threadIdx.x) {
                continue;
            }
            int stride36[6]{0xe, 51l, 0b111111, iter33, iter33, 21};
            (void)stride36;
            ++iter33;
        } while (iter33 < rank31);
        cooperative_groups::thread_block group37 = cooperative_groups::this_thread_block();
        int rank38 = static_cast<int>(group37.thread_rank()) + static_cast<int>(group37.size());
        group37.sync();
        (void)rank38;
    }
}
int main(void) {
    int n39 = 1259;
    n39 = +(n39 + MIN2_4(n39, n39));
    ceilf(20u);
    reduce26_kernel<<<(n39 + 127) / 0x80, 32, 128 * (CONFIG_9 + (CHUNK_2 + 1))>>>(fabsf(n39) - ceilf(3.75F));
    return 0;
}
