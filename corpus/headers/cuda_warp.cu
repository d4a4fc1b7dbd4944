// Exercises <cuda/warp>: cuda::device::warp_shuffle_idx/up/down/xor on scalars and structs.
#include <cuda/warp>

struct Pair {
    int key;
    float value;
};

__global__ void warp_ops(int *broadcast, int *rotated, Pair *pairs)
{
    int lane = threadIdx.x % 32;
    int v = lane * 10;
    broadcast[threadIdx.x] = cuda::device::warp_shuffle_idx(v, 5);
    rotated[threadIdx.x] = cuda::device::warp_shuffle_down(v, 1).data + cuda::device::warp_shuffle_xor(0, 1);
    Pair p{lane, lane * 0.5f};
    pairs[threadIdx.x] = cuda::device::warp_shuffle_up(p, 1);
}

int main()
{
    int *d, b[32], r[32];
    Pair *dp, p[32];
    cudaMalloc(&d, 2 * 32 * sizeof(int));
    cudaMalloc(&dp, sizeof(p));
    warp_ops<<<1, 32>>>(d, d + 32, dp);
    cudaMemcpy(b, d, sizeof(b), cudaMemcpyDeviceToHost);
    cudaMemcpy(r, d + 32, sizeof(r), cudaMemcpyDeviceToHost);
    cudaMemcpy(p, dp, sizeof(p), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dp);
    return b[17] == 50 && r[3] == 40 && p[4].key == 3 ? 0 : 1;
}
