// Policy-based kernel templates: functors for the element op and the reduction, a traits class selecting
// the accumulator type, and explicit instantiation of the launcher for several element types.
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <type_traits>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename T>
struct AccumulatorFor {
    using type = T;
};
template <>
struct AccumulatorFor<std::int8_t> {
    using type = int;
};
template <>
struct AccumulatorFor<float> {
    using type = double;
};

struct Square {
    template <typename T>
    __host__ __device__ T operator()(T x) const { return x * x; }
};

struct Abs {
    template <typename T>
    __host__ __device__ T operator()(T x) const { return x < T(0) ? -x : x; }
};

struct Sum {
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a + b; }
    template <typename T>
    __host__ __device__ static constexpr T identity() { return T(0); }
};

struct Max {
    template <typename T>
    __host__ __device__ T operator()(T a, T b) const { return a > b ? a : b; }
    template <typename T>
    __host__ __device__ static constexpr T identity() { return T(-1e30); }
};

template <typename T, typename Acc, typename ElemOp, typename ReduceOp, int Block>
__global__ void map_reduce_kernel(const T *in, int n, Acc *partial, ElemOp op, ReduceOp red)
{
    __shared__ Acc cache[Block];
    Acc acc = ReduceOp::template identity<Acc>();
    for (int i = blockIdx.x * Block + threadIdx.x; i < n; i += Block * gridDim.x)
        acc = red(acc, static_cast<Acc>(op(in[i])));
    cache[threadIdx.x] = acc;
    __syncthreads();
    for (int s = Block / 2; s > 0; s /= 2) {
        if (threadIdx.x < s)
            cache[threadIdx.x] = red(cache[threadIdx.x], cache[threadIdx.x + s]);
        __syncthreads();
    }
    if (threadIdx.x == 0)
        partial[blockIdx.x] = cache[0];
}

template <typename T, typename ElemOp, typename ReduceOp>
typename AccumulatorFor<T>::type map_reduce(const std::vector<T> &host, ElemOp op, ReduceOp red)
{
    using Acc = typename AccumulatorFor<T>::type;
    constexpr int block = 128, grid = 64;
    T *d_in;
    Acc *d_partial;
    CUDA_CHECK(cudaMalloc(&d_in, host.size() * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_partial, grid * sizeof(Acc)));
    CUDA_CHECK(cudaMemcpy(d_in, host.data(), host.size() * sizeof(T), cudaMemcpyHostToDevice));
    map_reduce_kernel<T, Acc, ElemOp, ReduceOp, block><<<grid, block>>>(d_in, static_cast<int>(host.size()), d_partial, op, red);
    CUDA_CHECK(cudaGetLastError());
    std::vector<Acc> partial(grid);
    CUDA_CHECK(cudaMemcpy(partial.data(), d_partial, grid * sizeof(Acc), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_partial));
    Acc result = ReduceOp::template identity<Acc>();
    for (Acc p : partial)
        result = red(result, p);
    return result;
}

template int map_reduce<std::int8_t, Square, Sum>(const std::vector<std::int8_t> &, Square, Sum);
template double map_reduce<float, Abs, Max>(const std::vector<float> &, Abs, Max);

int main()
{
    std::vector<std::int8_t> small(10000);
    std::vector<float> values(12345);
    for (size_t i = 0; i < small.size(); ++i)
        small[i] = static_cast<std::int8_t>(static_cast<int>(i % 21) - 10);
    for (size_t i = 0; i < values.size(); ++i)
        values[i] = std::sin(static_cast<float>(i)) * 3.0f;

    int sumsq = map_reduce(small, Square{}, Sum{});
    double maxabs = map_reduce(values, Abs{}, Max{});
    std::vector<long long> big(1000, 3);
    long long total = map_reduce(big, Abs{}, Sum{});

    int want_sumsq = 0;
    for (auto v : small)
        want_sumsq += v * v;
    double want_max = 0.0;
    for (float v : values)
        want_max = std::fmax(want_max, std::fabs(v));
    static_assert(std::is_same_v<AccumulatorFor<std::int8_t>::type, int>);
    std::printf("sum of squares %d (want %d), max |x| %.6f (want %.6f), total %lld\n", sumsq, want_sumsq, maxabs,
                want_max, total);
    bool ok = sumsq == want_sumsq && maxabs == want_max && total == 3000;
    std::printf("%s: functor_template_kernels\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
