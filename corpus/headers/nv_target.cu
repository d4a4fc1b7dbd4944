// Exercises <nv/target>: NV_IF_TARGET/NV_IF_ELSE_TARGET with NV_PROVIDES_SM_XX and NV_IS_HOST/NV_IS_DEVICE.
#include <nv/target>

__host__ __device__ int where_am_i()
{
    NV_IF_ELSE_TARGET(NV_IS_DEVICE, (return 1;), (return 0;))
}

__device__ float fast_reciprocal(float x)
{
    NV_IF_ELSE_TARGET(NV_PROVIDES_SM_80,
                      (return __frcp_rn(x);),
                      (return 1.0f / x;))
}

__global__ void probe(int *where, float *r)
{
    where[threadIdx.x] = where_am_i();
    NV_IF_TARGET(NV_PROVIDES_SM_70, (r[threadIdx.x] = fast_reciprocal(threadIdx.x + 1.0f);))
}

int main()
{
    int *dw, hw[4];
    float *dr, hr[4];
    cudaMalloc(&dw, sizeof(hw));
    cudaMalloc(&dr, sizeof(hr));
    probe<<<1, 4>>>(dw, dr);
    cudaMemcpy(hw, dw, sizeof(hw), cudaMemcpyDeviceToHost);
    cudaMemcpy(hr, dr, sizeof(hr), cudaMemcpyDeviceToHost);
    cudaFree(dw);
    cudaFree(dr);
    return where_am_i() == 0 && hw[3] == 1 && hr[1] == 0.5f ? 0 : 1;
}
