// Exercises <cfenv>: host floating-point environment (rounding mode, exception flags) vs device __fdiv_rd.
#include <cfenv>

__global__ void divide_round_down(const float *a, const float *b, float *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = __fdiv_rd(a[i], b[i]);
}

int main()
{
    const int n = 4;
    float a[n] = {1.0f, 2.0f, 10.0f, -1.0f}, b[n] = {3.0f, 3.0f, 7.0f, 3.0f}, gpu[n], cpu[n];
    float *d;
    cudaMalloc(&d, 3 * n * sizeof(float));
    cudaMemcpy(d, a, sizeof(a), cudaMemcpyHostToDevice);
    cudaMemcpy(d + n, b, sizeof(b), cudaMemcpyHostToDevice);
    divide_round_down<<<1, n>>>(d, d + n, d + 2 * n, n);
    cudaMemcpy(gpu, d + 2 * n, sizeof(gpu), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::fenv_t saved;
    std::fegetenv(&saved);
    std::fesetround(FE_DOWNWARD);
    std::feclearexcept(FE_ALL_EXCEPT);
    for (int i = 0; i < n; ++i) {
        volatile float x = a[i], y = b[i];
        cpu[i] = x / y;
    }
    bool inexact = std::fetestexcept(FE_INEXACT) != 0;
    int mode = std::fegetround();
    std::fesetenv(&saved);
    int bad = 0;
    for (int i = 0; i < n; ++i)
        bad += gpu[i] != cpu[i];
    return bad == 0 && inexact && mode == FE_DOWNWARD ? 0 : 1;
}
