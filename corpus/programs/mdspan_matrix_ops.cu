// Multidimensional views in kernels: cuda::std::mdspan with dynamic and static extents, layout_left vs
// layout_right, and cuda::std::span for row access; a batched matrix-vector product checked on the host.
#include <cuda/std/mdspan>
#include <cuda/std/span>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

using Batch = cuda::std::mdspan<const float, cuda::std::dextents<int, 3>>;               // [batch][row][col]
using Vectors = cuda::std::mdspan<const float, cuda::std::dextents<int, 2>, cuda::std::layout_left>; // [col][batch]
using Out = cuda::std::mdspan<float, cuda::std::dextents<int, 2>>;                         // [batch][row]

__global__ void batched_gemv(Batch A, Vectors x, Out y)
{
    int b = blockIdx.y, r = blockIdx.x * blockDim.x + threadIdx.x;
    if (b >= A.extent(0) || r >= A.extent(1))
        return;
    cuda::std::span<const float> row(&A(b, r, 0), A.extent(2));
    float acc = 0.0f;
    for (int c = 0; c < static_cast<int>(row.size()); ++c)
        acc += row[c] * x(c, b);
    y(b, r) = acc;
}

__global__ void transpose_small(cuda::std::mdspan<const int, cuda::std::extents<int, 4, 6>> in,
                                cuda::std::mdspan<int, cuda::std::extents<int, 6, 4>> out)
{
    int i = threadIdx.y, j = threadIdx.x;
    if (i < in.extent(0) && j < in.extent(1))
        out(j, i) = in(i, j);
}

int main()
{
    const int batches = 8, rows = 200, cols = 48;
    std::vector<float> A(batches * rows * cols), x(cols * batches), y(batches * rows);
    for (size_t i = 0; i < A.size(); ++i)
        A[i] = static_cast<float>(static_cast<int>(i % 9) - 4) * 0.5f;
    for (int c = 0; c < cols; ++c)
        for (int b = 0; b < batches; ++b)
            x[b * cols + c] = static_cast<float>((c + b) % 5);

    float *dA, *dx, *dy;
    CUDA_CHECK(cudaMalloc(&dA, A.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dx, x.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dy, y.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dA, A.data(), A.size() * sizeof(float), cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemcpy(dx, x.data(), x.size() * sizeof(float), cudaMemcpyHostToDevice));
    Batch vA(dA, batches, rows, cols);
    Vectors vx(dx, cols, batches);
    Out vy(dy, batches, rows);
    batched_gemv<<<dim3((rows + 127) / 128, batches), 128>>>(vA, vx, vy);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(y.data(), dy, y.size() * sizeof(float), cudaMemcpyDeviceToHost));

    int small[24], small_t[24];
    for (int i = 0; i < 24; ++i)
        small[i] = i;
    int *d_small;
    CUDA_CHECK(cudaMalloc(&d_small, 2 * sizeof(small)));
    CUDA_CHECK(cudaMemcpy(d_small, small, sizeof(small), cudaMemcpyHostToDevice));
    transpose_small<<<1, dim3(6, 4)>>>(cuda::std::mdspan<const int, cuda::std::extents<int, 4, 6>>(d_small),
                                       cuda::std::mdspan<int, cuda::std::extents<int, 6, 4>>(d_small + 24));
    CUDA_CHECK(cudaMemcpy(small_t, d_small + 24, sizeof(small_t), cudaMemcpyDeviceToHost));

    int bad = 0;
    for (int b = 0; b < batches; ++b)
        for (int r = 0; r < rows; ++r) {
            float want = 0.0f;
            for (int c = 0; c < cols; ++c)
                want += A[(b * rows + r) * cols + c] * x[b * cols + c];
            bad += std::fabs(y[b * rows + r] - want) > 1e-4f;
        }
    for (int i = 0; i < 4; ++i)
        for (int j = 0; j < 6; ++j)
            bad += small_t[j * 4 + i] != small[i * 6 + j];
    std::printf("y[0][0]=%.2f, mismatches %d\n", y[0], bad);
    CUDA_CHECK(cudaFree(dA));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    CUDA_CHECK(cudaFree(d_small));
    std::printf("%s: mdspan_matrix_ops\n", bad == 0 ? "PASS" : "FAIL");
    return bad == 0 ? 0 : 1;
}
