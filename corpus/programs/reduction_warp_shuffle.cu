// Parallel sum reduction: shared-memory tree, warp-shuffle, and a templated multi-pass driver for int/float/double.
#include <cstdio>
#include <cstdlib>
#include <cmath>
#include <numeric>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = call;                                                           \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename T>
__inline__ __device__ T warp_reduce_sum(T v)
{
    for (int offset = warpSize / 2; offset > 0; offset >>= 1)
        v += __shfl_down_sync(0xffffffff, v, offset);
    return v;
}

template <typename T>
__global__ void reduce_shuffle(const T *in, T *out, size_t n)
{
    __shared__ T warp_sums[32];
    T sum = T(0);
    for (size_t i = blockIdx.x * static_cast<size_t>(blockDim.x) + threadIdx.x; i < n; i += blockDim.x * static_cast<size_t>(gridDim.x))
        sum += in[i];
    sum = warp_reduce_sum(sum);
    int lane = threadIdx.x % warpSize, warp = threadIdx.x / warpSize;
    if (lane == 0)
        warp_sums[warp] = sum;
    __syncthreads();
    int warps = (blockDim.x + warpSize - 1) / warpSize;
    sum = threadIdx.x < warps ? warp_sums[lane] : T(0);
    if (warp == 0)
        sum = warp_reduce_sum(sum);
    if (threadIdx.x == 0)
        out[blockIdx.x] = sum;
}

template <typename T, unsigned BlockSize>
__global__ void reduce_shared_tree(const T *in, T *out, size_t n)
{
    __shared__ T sdata[BlockSize];
    size_t i = blockIdx.x * static_cast<size_t>(BlockSize) * 2 + threadIdx.x;
    T v = T(0);
    if (i < n)
        v += in[i];
    if (i + BlockSize < n)
        v += in[i + BlockSize];
    sdata[threadIdx.x] = v;
    __syncthreads();
    for (unsigned s = BlockSize / 2; s > 0; s >>= 1) {
        if (threadIdx.x < s)
            sdata[threadIdx.x] += sdata[threadIdx.x + s];
        __syncthreads();
    }
    if (threadIdx.x == 0)
        out[blockIdx.x] = sdata[0];
}

template <typename T>
T device_sum(const std::vector<T> &host, bool use_tree)
{
    size_t n = host.size();
    T *d_in, *d_tmp;
    CUDA_CHECK(cudaMalloc(&d_in, n * sizeof(T)));
    CUDA_CHECK(cudaMalloc(&d_tmp, n * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d_in, host.data(), n * sizeof(T), cudaMemcpyHostToDevice));
    constexpr unsigned block = 256;
    T *src = d_in, *dst = d_tmp;
    while (n > 1) {
        size_t blocks;
        if (use_tree) {
            blocks = (n + 2 * block - 1) / (2 * block);
            reduce_shared_tree<T, block><<<static_cast<unsigned>(blocks), block>>>(src, dst, n);
        } else {
            blocks = std::min<size_t>((n + block - 1) / block, 1024);
            reduce_shuffle<T><<<static_cast<unsigned>(blocks), block>>>(src, dst, n);
        }
        CUDA_CHECK(cudaGetLastError());
        n = blocks;
        std::swap(src, dst);
    }
    T result;
    CUDA_CHECK(cudaMemcpy(&result, src, sizeof(T), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_tmp));
    return result;
}

int main()
{
    const size_t n = (1 << 20) + 12345;
    std::vector<int> vi(n);
    std::vector<float> vf(n);
    std::vector<double> vd(n);
    for (size_t i = 0; i < n; ++i) {
        vi[i] = static_cast<int>(i % 17) - 8;
        vf[i] = static_cast<float>(i % 8) * 0.125f;
        vd[i] = 1.0 / (1.0 + static_cast<double>(i % 100));
    }
    long long want_i = std::accumulate(vi.begin(), vi.end(), 0LL);
    double want_f = std::accumulate(vf.begin(), vf.end(), 0.0);
    double want_d = std::accumulate(vd.begin(), vd.end(), 0.0);

    bool ok = true;
    for (bool tree : {false, true}) {
        int gi = device_sum(vi, tree);
        float gf = device_sum(vf, tree);
        double gd = device_sum(vd, tree);
        std::printf("%s: int %d (want %lld) float %.3f (want %.3f) double %.9f (want %.9f)\n", tree ? "tree" : "shuffle",
                    gi, want_i, gf, want_f, gd, want_d);
        ok = ok && gi == want_i && std::fabs(gf - want_f) / want_f < 1e-5 && std::fabs(gd - want_d) / want_d < 1e-12;
    }
    std::printf("%s: reduction_warp_shuffle\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
