#include "prelude.cuh"

// Mistake: the closing '}' of the last function's for-loop is missing, so
// the file ends inside an open block.
__global__ void row_sums(const float *m, float *sums, int rows, int cols);

int main()
{
    row_sums<<<8, 128>>>(nullptr, nullptr, 1024, 64);
    return 0;
}

__global__ void row_sums(const float *m, float *sums, int rows, int cols)
{
    int r = blockIdx.x * blockDim.x + threadIdx.x;
    if (r >= rows) return;
    float s = 0.0f;
    for (int c = 0; c < cols; ++c) {
        s += m[r * cols + c];
    sums[r] = s;
}
