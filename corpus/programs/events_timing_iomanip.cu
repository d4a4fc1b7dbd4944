// Benchmark table: the same kernel under several launch configurations timed with CUDA events and
// std::chrono, printed with <iomanip>; the checked result is the computed data, not the timings.
#include <chrono>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <iomanip>
#include <iostream>
#include <sstream>
#include <vector>

#define CUDA_CHECK(call)                                                                        \
    do {                                                                                        \
        cudaError_t err = (call);                                                               \
        if (err != cudaSuccess) {                                                               \
            std::cerr << __FILE__ << ':' << __LINE__ << ": " << cudaGetErrorString(err) << '\n'; \
            std::exit(1);                                                                       \
        }                                                                                       \
    } while (0)

__global__ void polynomial(const float *x, float *y, int n)
{
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x) {
        float v = x[i];
        y[i] = ((0.5f * v - 1.0f) * v + 2.0f) * v - 3.0f;
    }
}

struct Row {
    int block, grid;
    float event_ms;
    double wall_ms;
    bool correct;
};

int main()
{
    const int n = 1 << 22;
    std::vector<float> hx(n);
    for (int i = 0; i < n; ++i)
        hx[i] = static_cast<float>(i % 64) / 8.0f;
    float *dx, *dy;
    CUDA_CHECK(cudaMalloc(&dx, n * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&dy, n * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(dx, hx.data(), n * sizeof(float), cudaMemcpyHostToDevice));

    cudaEvent_t start, stop;
    CUDA_CHECK(cudaEventCreate(&start));
    CUDA_CHECK(cudaEventCreate(&stop));
    std::vector<Row> rows;
    std::vector<float> hy(n);
    for (int block : {64, 128, 256, 512, 1024})
        for (int grid : {80, 1024, (n + block - 1) / block}) {
            CUDA_CHECK(cudaMemset(dy, 0, n * sizeof(float)));
            auto w0 = std::chrono::high_resolution_clock::now();
            CUDA_CHECK(cudaEventRecord(start));
            polynomial<<<grid, block>>>(dx, dy, n);
            CUDA_CHECK(cudaEventRecord(stop));
            CUDA_CHECK(cudaEventSynchronize(stop));
            auto w1 = std::chrono::high_resolution_clock::now();
            CUDA_CHECK(cudaGetLastError());
            float ms = 0.0f;
            CUDA_CHECK(cudaEventElapsedTime(&ms, start, stop));
            CUDA_CHECK(cudaMemcpy(hy.data(), dy, n * sizeof(float), cudaMemcpyDeviceToHost));
            bool correct = true;
            for (int i = 0; i < n; i += 4099) {
                float v = hx[i];
                float want = ((0.5f * v - 1.0f) * v + 2.0f) * v - 3.0f;
                correct = correct && std::abs(hy[i] - want) <= 1e-4f * (1.0f + std::abs(want));
            }
            rows.push_back({block, grid, ms, std::chrono::duration<double, std::milli>(w1 - w0).count(), correct});
        }

    std::ostringstream table;
    table << std::left << std::setw(8) << "block" << std::setw(10) << "grid" << std::right << std::setw(12)
          << "event ms" << std::setw(12) << "wall ms" << std::setw(9) << "ok" << '\n';
    table << std::string(51, '-') << '\n';
    bool all_ok = true;
    for (const Row &r : rows) {
        table << std::left << std::setw(8) << r.block << std::setw(10) << r.grid << std::right << std::fixed
              << std::setprecision(3) << std::setw(12) << r.event_ms << std::setw(12) << r.wall_ms << std::setw(9)
              << std::boolalpha << r.correct << '\n';
        all_ok = all_ok && r.correct;
    }
    std::cout << table.str();
    CUDA_CHECK(cudaEventDestroy(start));
    CUDA_CHECK(cudaEventDestroy(stop));
    CUDA_CHECK(cudaFree(dx));
    CUDA_CHECK(cudaFree(dy));
    std::cout << (all_ok && rows.size() == 15 ? "PASS" : "FAIL") << ": events_timing_iomanip" << std::endl;
    return all_ok ? 0 : 1;
}
