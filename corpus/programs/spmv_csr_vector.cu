// Sparse matrix-vector product in CSR format: scalar (thread per row) and vector (warp per row) kernels,
// matrix generated on the host with <random> (fixed seed) into std::vector arrays.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

struct Csr {
    int rows, cols;
    std::vector<int> row_ptr, col_idx;
    std::vector<double> values;
};

__global__ void spmv_scalar(int rows, const int *row_ptr, const int *col, const double *val, const double *x, double *y)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r < rows) {
        double sum = 0.0;
        for (int k = row_ptr[r]; k < row_ptr[r + 1]; ++k)
            sum += val[k] * x[col[k]];
        y[r] = sum;
    }
}

__global__ void spmv_vector(int rows, const int *row_ptr, const int *col, const double *val, const double *x, double *y)
{
    int warp = (blockIdx.x * blockDim.x + threadIdx.x) / 32, lane = threadIdx.x & 31;
    if (warp >= rows)
        return;
    double sum = 0.0;
    for (int k = row_ptr[warp] + lane; k < row_ptr[warp + 1]; k += 32)
        sum += val[k] * x[col[k]];
    for (int off = 16; off > 0; off >>= 1)
        sum += __shfl_down_sync(0xffffffffu, sum, off);
    if (lane == 0)
        y[warp] = sum;
}

Csr random_csr(int rows, int cols, std::mt19937 &rng)
{
    Csr m{rows, cols, {0}, {}, {}};
    std::uniform_int_distribution<int> nnz_per_row(0, 64), column(0, cols - 1);
    std::uniform_real_distribution<double> value(-1.0, 1.0);
    for (int r = 0; r < rows; ++r) {
        int k = nnz_per_row(rng);
        for (int j = 0; j < k; ++j) {
            m.col_idx.push_back(column(rng));
            m.values.push_back(value(rng));
        }
        m.row_ptr.push_back(static_cast<int>(m.col_idx.size()));
    }
    return m;
}

template <typename T>
T *to_device(const std::vector<T> &v)
{
    T *d = nullptr;
    CUDA_CHECK(cudaMalloc(&d, v.size() * sizeof(T)));
    CUDA_CHECK(cudaMemcpy(d, v.data(), v.size() * sizeof(T), cudaMemcpyHostToDevice));
    return d;
}

int main()
{
    std::mt19937 rng(42);
    Csr A = random_csr(20000, 15000, rng);
    std::vector<double> x(A.cols);
    std::uniform_real_distribution<double> u(0.0, 1.0);
    for (double &v : x)
        v = u(rng);

    std::vector<double> ref(A.rows, 0.0);
    for (int r = 0; r < A.rows; ++r)
        for (int k = A.row_ptr[r]; k < A.row_ptr[r + 1]; ++k)
            ref[r] += A.values[k] * x[A.col_idx[k]];

    int *d_ptr = to_device(A.row_ptr), *d_col = to_device(A.col_idx);
    double *d_val = to_device(A.values), *d_x = to_device(x), *d_y1, *d_y2;
    CUDA_CHECK(cudaMalloc(&d_y1, A.rows * sizeof(double)));
    CUDA_CHECK(cudaMalloc(&d_y2, A.rows * sizeof(double)));
    spmv_scalar<<<(A.rows + 127) / 128, 128>>>(A.rows, d_ptr, d_col, d_val, d_x, d_y1);
    spmv_vector<<<(A.rows * 32 + 255) / 256, 256>>>(A.rows, d_ptr, d_col, d_val, d_x, d_y2);
    CUDA_CHECK(cudaGetLastError());
    std::vector<double> y1(A.rows), y2(A.rows);
    CUDA_CHECK(cudaMemcpy(y1.data(), d_y1, A.rows * sizeof(double), cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(y2.data(), d_y2, A.rows * sizeof(double), cudaMemcpyDeviceToHost));

    double err1 = 0.0, err2 = 0.0;
    for (int r = 0; r < A.rows; ++r) {
        err1 = std::fmax(err1, std::fabs(y1[r] - ref[r]));
        err2 = std::fmax(err2, std::fabs(y2[r] - ref[r]));
    }
    std::printf("nnz %zu, scalar err %.2e, vector err %.2e\n", A.values.size(), err1, err2);
    for (void *p : {static_cast<void *>(d_ptr), static_cast<void *>(d_col), static_cast<void *>(d_val),
                    static_cast<void *>(d_x), static_cast<void *>(d_y1), static_cast<void *>(d_y2)})
        CUDA_CHECK(cudaFree(p));
    bool ok = err1 < 1e-12 && err2 < 1e-12;
    std::printf("%s: spmv_csr_vector\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
