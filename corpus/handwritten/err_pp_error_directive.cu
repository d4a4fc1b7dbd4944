#include "prelude.cuh"

// Mistake (intentional guard firing): a configuration check with #error
// trips because the tile size is not a multiple of the warp size.
#define TILE_WIDTH 24
#define WARP 32

#if TILE_WIDTH % WARP != 0
#error TILE_WIDTH must be a multiple of the warp size
#endif

__global__ void tile_copy(const float *in, float *out)
{
    int i = blockIdx.x * TILE_WIDTH + threadIdx.x;
    out[i] = in[i];
}

int main()
{
    tile_copy<<<16, TILE_WIDTH>>>(nullptr, nullptr);
    return 0;
}
