// Exercises <climits>: CHAR_BIT/INT_MAX style limits used to size device bit arrays.
#include <climits>

constexpr int kBitsPerWord = sizeof(unsigned) * CHAR_BIT;

__global__ void set_bits(unsigned *words, const int *indices, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicOr(&words[indices[i] / kBitsPerWord], 1u << (indices[i] % kBitsPerWord));
}

__global__ void min_value(const int *v, int n, int *out)
{
    int m = INT_MAX;
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        m = min(m, v[i]);
    atomicMin(out, m);
}

int main()
{
    int idx[4] = {0, 31, 32, 100}, *di, *dm;
    unsigned *dw, words[4];
    cudaMalloc(&di, sizeof(idx));
    cudaMalloc(&dw, sizeof(words));
    cudaMalloc(&dm, sizeof(int));
    cudaMemcpy(di, idx, sizeof(idx), cudaMemcpyHostToDevice);
    cudaMemset(dw, 0, sizeof(words));
    int init = INT_MAX;
    cudaMemcpy(dm, &init, sizeof(int), cudaMemcpyHostToDevice);
    set_bits<<<1, 4>>>(dw, di, 4);
    min_value<<<1, 32>>>(di, 4, dm);
    cudaMemcpy(words, dw, sizeof(words), cudaMemcpyDeviceToHost);
    cudaFree(di);
    cudaFree(dw);
    cudaFree(dm);
    return words[0] == (1u | 1u << 31) && words[3] == 1u << 4 && LLONG_MIN < 0 && UCHAR_MAX == 255 ? 0 : 1;
}
