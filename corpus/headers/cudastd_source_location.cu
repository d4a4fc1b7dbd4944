// Exercises <cuda/std/source_location>: cuda::std::source_location captured in device code for error reports.
#include <cuda/std/source_location>

struct Failure {
    unsigned line;
    int code;
};

__device__ void report(Failure *slot, int code, cuda::std::source_location loc = cuda::std::source_location::current())
{
    slot->line = loc.line();
    slot->code = code;
}

__global__ void validate(const int *v, int n, Failure *f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] < 0)
        report(f, i);
}

int main()
{
    int h[8] = {1, 2, 3, -4, 5, 6, 7, 8};
    int *d;
    Failure *df, f = {0, 0};
    cudaMalloc(&d, sizeof(h));
    cudaMalloc(&df, sizeof(Failure));
    cudaMemcpy(d, h, sizeof(h), cudaMemcpyHostToDevice);
    cudaMemset(df, 0, sizeof(Failure));
    validate<<<1, 8>>>(d, 8, df);
    cudaMemcpy(&f, df, sizeof(f), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(df);
    return f.code == 3 && f.line == 19 ? 0 : 1;
}
