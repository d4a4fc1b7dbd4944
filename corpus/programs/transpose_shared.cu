// Matrix transpose through a padded shared-memory tile (avoids bank conflicts); built with -G for device debug info.
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                   \
    do {                                                                                   \
        cudaError_t status = (call);                                                       \
        if (status != cudaSuccess) {                                                       \
            std::printf("CUDA failure %s (%s:%d)\n", cudaGetErrorString(status), __FILE__, \
                        __LINE__);                                                         \
            std::exit(2);                                                                  \
        }                                                                                  \
    } while (false)

constexpr int TILE_DIM = 32;
constexpr int BLOCK_ROWS = 8;

__global__ void transpose_coalesced(float *out, const float *in, int width, int height)
{
    __shared__ float tile[TILE_DIM][TILE_DIM + 1];
    int x = blockIdx.x * TILE_DIM + threadIdx.x;
    int y = blockIdx.y * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < width && y + j < height)
            tile[threadIdx.y + j][threadIdx.x] = in[(y + j) * width + x];
    __syncthreads();
    x = blockIdx.y * TILE_DIM + threadIdx.x;
    y = blockIdx.x * TILE_DIM + threadIdx.y;
    for (int j = 0; j < TILE_DIM; j += BLOCK_ROWS)
        if (x < height && y + j < width)
            out[(y + j) * height + x] = tile[threadIdx.x][threadIdx.y + j];
}

int main()
{
    const int width = 1000, height = 700;
    std::vector<float> in(width * height), out(width * height);
    for (int i = 0; i < width * height; ++i)
        in[i] = static_cast<float>(i);

    float *d_in, *d_out;
    CUDA_CHECK(cudaMalloc(&d_in, in.size() * sizeof(float)));
    CUDA_CHECK(cudaMalloc(&d_out, out.size() * sizeof(float)));
    CUDA_CHECK(cudaMemcpy(d_in, in.data(), in.size() * sizeof(float), cudaMemcpyHostToDevice));

    dim3 grid((width + TILE_DIM - 1) / TILE_DIM, (height + TILE_DIM - 1) / TILE_DIM);
    dim3 block(TILE_DIM, BLOCK_ROWS);
    transpose_coalesced<<<grid, block>>>(d_out, d_in, width, height);
    CUDA_CHECK(cudaGetLastError());
    CUDA_CHECK(cudaMemcpy(out.data(), d_out, out.size() * sizeof(float), cudaMemcpyDeviceToHost));

    int errors = 0;
    for (int y = 0; y < height; ++y)
        for (int x = 0; x < width; ++x)
            if (out[x * height + y] != in[y * width + x])
                ++errors;

    CUDA_CHECK(cudaFree(d_in));
    CUDA_CHECK(cudaFree(d_out));
    std::printf("%d mismatches\n", errors);
    std::printf("%s: transpose_shared\n", errors == 0 ? "PASS" : "FAIL");
    return errors == 0 ? 0 : 1;
}
