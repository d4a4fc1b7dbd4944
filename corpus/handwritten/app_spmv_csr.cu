#include "prelude.cuh"

// Sparse matrix-vector product y = A*x for a CSR matrix: scalar kernel
// (one thread per row) and a host-side CSR builder with a validity check.
template <typename Index, typename Value>
struct CsrMatrix {
    Index rows, cols, nnz;
    const Index *row_ptr;
    const Index *col_idx;
    const Value *values;
};

template <typename I, typename V>
__global__ void spmv_scalar(CsrMatrix<I, V> A, const V *__restrict__ x, V *__restrict__ y)
{
    I row = blockIdx.x * blockDim.x + threadIdx.x;
    if (row >= A.rows) return;
    V dot = V(0);
    for (I j = A.row_ptr[row]; j < A.row_ptr[row + 1]; ++j)
        dot += A.values[j] * x[A.col_idx[j]];
    y[row] = dot;
}

bool csr_is_valid(const int *row_ptr, const int *col_idx, int rows, int cols)
{
    if (row_ptr[0] != 0) return false;
    for (int r = 0; r < rows; ++r) {
        if (row_ptr[r + 1] < row_ptr[r]) return false;
        for (int j = row_ptr[r]; j < row_ptr[r + 1]; ++j)
            if (col_idx[j] < 0 || col_idx[j] >= cols) return false;
    }
    return true;
}

int main()
{
    // 3x3 tridiagonal example
    static const int row_ptr[] = {0, 2, 5, 7};
    static const int col_idx[] = {0, 1, 0, 1, 2, 1, 2};
    static const float vals[] = {2, -1, -1, 2, -1, -1, 2};
    if (!csr_is_valid(row_ptr, col_idx, 3, 3)) return 1;

    CsrMatrix<int, float> A{3, 3, 7, row_ptr, col_idx, vals};
    spmv_scalar<<<1, 32>>>(A, (const float *)nullptr, (float *)nullptr);
    CsrMatrix<long long, double> B{1000, 1000, 0, nullptr, nullptr, nullptr};
    spmv_scalar<<<(1000 + 127) / 128, 128>>>(B, (const double *)nullptr, (double *)nullptr);
    return 0;
}
