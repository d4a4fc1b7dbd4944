// Exercises <thrust/device_vector.h>: thrust::device_vector construction, element access, resize and raw_pointer_cast.
#include <thrust/device_vector.h>

__global__ void scale(float *v, int n, float f)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] *= f;
}

int main()
{
    thrust::device_vector<float> d(1000, 1.5f);
    d[0] = 4.0f;
    d.push_back(2.0f);
    scale<<<(static_cast<int>(d.size()) + 255) / 256, 256>>>(thrust::raw_pointer_cast(d.data()), static_cast<int>(d.size()), 2.0f);
    float first = d.front();
    float last = d.back();
    d.resize(10);
    thrust::device_vector<float> copy = d;
    copy.insert(copy.begin(), 3, -1.0f);
    float head = copy[0];
    d.clear();
    d.shrink_to_fit();
    return first == 8.0f && last == 4.0f && copy.size() == 13 && head == -1.0f && d.empty() ? 0 : 1;
}
