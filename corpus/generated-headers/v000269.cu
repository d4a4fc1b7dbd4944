// cudagen 0.2 seed 269 valid headers
// features: kernel,restrict_params,launch,launch_shared_mem,launch_stream,builtin_vars,device_function,device_forceinline,static_device_function,host_function,default_args,main,shared_var,extern_shared,constexpr_var,const_local,if,if_init,compound_assign,bitwise,comparison,incdec,comma,pointer_arith,address_of,array_index,call,lit_int_suffix,lit_float,lit_char,lit_nullptr,cast_c,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_iife,lambda_launch,macro_object,macro_paste,local_class,variadic_template,pack_expansion,nttp_enum,if_constexpr,runtime_api,hdr_vector,hdr_algorithm,hdr_cmath,hdr_tuple
#include <cuda_runtime.h>
#include <vector>
#include <algorithm>
#include <cmath>
#include <tuple>
#include <cooperative_groups.h>

#define BLOCK_SIZE_1 3
#define RADIUS_2 256
#define CAT_3(a, b) a##b

__global__ void filter4(int* __restrict__ acc5)
{
    extern __shared__ int dyn_6[];
    int i7 = (blockIdx.x * blockDim.x) + threadIdx.x;
    if (const int hi8 = 40; cosf(warpSize * RADIUS_2) >= ('a' * gridDim.y)) {
        struct Local9 {
            int s;
            __host__ __device__ int add(int v) { s += v; return s; }
        };
        Local9 prod10{6};
        int x11 = prod10.add(BLOCK_SIZE_1 + dyn_6[i7]);
        (void)x11;
    }
    int k12 = (double)(dyn_6[i7] * 16.625F);
    k12 /= k12;
    k12 *= dyn_6[blockIdx.x];
}
enum Policy13 { Policy13Add, Policy13Mul };
template <Policy13 O = Policy13Add>
__host__ __device__ int apply14(int a, int b) {
    if constexpr (O == Policy13Add) {
        return a + b;
    } else {
        return a * b;
    }
}
__host__ __device__ int policy15(int x) {
    return apply14<Policy13Add>(x, 7) + apply14<Policy13Mul>(x, 2) + apply14<>(x, x);
}

static __device__ __forceinline__ float combine16(int count17, int n18, float a19 = 63)
{
    struct Local20 {
        int s;
        __host__ __device__ int add(int v) { s += v; return s; }
    };
    Local20 flag21{5};
    int acc22 = flag21.add((float)n18);
    (void)acc22;
    count17 = 58ULL;
    return blockDim.z % (8 - count17);
}
__device__ inline double fold23() { return 0.0; }
template <typename T, typename... Rest>
__device__ double fold23(T first, Rest... rest) {
    return static_cast<double>(first) + fold23(rest...);
}
template <typename... Ts>
__device__ int count24(Ts... xs) {
    return static_cast<int>(sizeof...(xs));
}
__device__ int spread26(int x) {
    return static_cast<int>(fold23(x, 4.5f, 4u)) + count24(x, x, 1.0) + count24(static_cast<long>(x), 4);
}

signed char host_sweep27(int* __restrict__ data28, int stride29 = 29)
{
    ceilf((data28[stride29] += 35, (*data28)) - 40);
    cudaEvent_t start30, stop31;
    cudaEventCreate(&start30);
    cudaEventCreate(&stop31);
    cudaEventRecord(start30);
    cudaEventRecord(stop31);
    cudaEventSynchronize(stop31);
    float ms32 = 0.0f;
    cudaEventElapsedTime(&ms32, start30, stop31);
    cudaEventDestroy(start30);
    cudaEventDestroy(stop31);
    if (21 != ((data28[stride29] - 27) - ((*data28) - 17u))) {
        data28[6] &= CAT_3(stride, 29);
    }
    ([] {
        filter4<<<16 * (BLOCK_SIZE_1 + 5), 256, sizeof(double) * 64, (cudaStream_t)0>>>(nullptr);
        filter4<<<32, 32, sizeof(int) * 256, (cudaStream_t)0>>>((int*)nullptr);
    })();
    filter4<<<(BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 506)), RADIUS_2, BLOCK_SIZE_1 + (RADIUS_2 + 765)>>>(data28 + stride29);
    ceilf((float)(3.0f + stride29));
    return stride29 / (stride29 * 5);
}

unsigned run_rank33(float cfg34 = 3.5f)
{
    cudaError_t err35 = cudaDeviceSynchronize();
    int ok36 = err35 == cudaSuccess ? 1 : 0;
    std::vector<int> vec37(static_cast<size_t>(ok36) % 64 + 1);
    vec37.push_back(static_cast<int>(1));
    vec37[0] = static_cast<int>(ok36);
    int *ptr38 = vec37.data();
    int count39 = static_cast<int>(vec37.size());
    std::sort(vec37.begin(), vec37.end());
    count39 = host_sweep27(ptr38);
    filter4<<<2, 32, RADIUS_2 + (RADIUS_2 + (RADIUS_2 + (BLOCK_SIZE_1 + 253))), (cudaStream_t)0>>>(nullptr);
    int res40(policy15(ptr38[3] + 52) + ((int)(35 + ok36)));
    (void)res40;
    return fabsf(21.75f * cfg34) * ((int)(19 + ok36));
}

int main()
{
    int count41 = 1060;
    filter4<<<(count41 + 31) / 32, 128, 0, 0>>>(&count41);
    int *d_buf42 = nullptr;
    cudaMalloc(&d_buf42, static_cast<size_t>(count41) * sizeof(int));
    cudaMemset(d_buf42, 0, static_cast<size_t>(count41) * sizeof(int));
    auto op47 = [=](int x43, short lim44) mutable -> unsigned char {
        filter4<<<2, 64, (BLOCK_SIZE_1 + (BLOCK_SIZE_1 + 122)) * (BLOCK_SIZE_1 + 5)>>>(&x43);
        (*d_buf42) ^= 60U;
        std::tuple<int, float, double> tup45{count41, 2.0f, 3.0};
        int x46 = std::get<0>(tup45) + static_cast<int>(std::get<double>(tup45)) + static_cast<int>(std::tuple_size<decltype(tup45)>::value);
        return ((int)52l) + (count41 * 1L);
    };
    int tmp48 = op47(count41 + 29, 48);
    ++tmp48;
    return 0;
}
