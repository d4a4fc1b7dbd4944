// Exercises <thrust/memory.h>: thrust::malloc/free with a device system tag and temporary buffers.
#include <thrust/memory.h>
#include <thrust/execution_policy.h>

__global__ void fill(int *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = n - i;
}

int main()
{
    const int n = 300;
    thrust::device_system_tag device_sys;
    thrust::pointer<int, thrust::device_system_tag> p = thrust::malloc<int>(device_sys, n);
    fill<<<2, 256>>>(thrust::raw_pointer_cast(p), n);
    int first = 0;
    cudaMemcpy(&first, thrust::raw_pointer_cast(p), sizeof(int), cudaMemcpyDeviceToHost);
    thrust::free(device_sys, p);
    auto buf = thrust::get_temporary_buffer<float>(thrust::device, 64);
    bool got = buf.second >= 64;
    thrust::return_temporary_buffer(thrust::device, buf.first, buf.second);
    return first == n && got ? 0 : 1;
}
