// Exercises <csetjmp>: longjmp-based error escape from a C-style CUDA helper.
#include <csetjmp>

static std::jmp_buf g_on_error;

static void must(cudaError_t e)
{
    if (e != cudaSuccess)
        std::longjmp(g_on_error, static_cast<int>(e));
}

__global__ void fill_ones(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = 1;
}

int main()
{
    int *d = nullptr;
    int code = setjmp(g_on_error);
    if (code != 0) {
        if (d)
            cudaFree(d);
        return code;
    }
    must(cudaMalloc(&d, 512 * sizeof(int)));
    fill_ones<<<2, 256>>>(d, 512);
    must(cudaGetLastError());
    int h = 0;
    must(cudaMemcpy(&h, d + 511, sizeof(int), cudaMemcpyDeviceToHost));
    must(cudaFree(d));
    return h == 1 ? 0 : 100;
}
