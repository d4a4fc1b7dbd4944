// Exercises <initializer_list>: a device buffer class constructed from a brace-init list.
#include <initializer_list>

__global__ void add_scalar(int *v, int n, int s)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] += s;
}

class DeviceArray {
public:
    DeviceArray(std::initializer_list<int> init) : n_(static_cast<int>(init.size()))
    {
        cudaMalloc(&ptr_, n_ * sizeof(int));
        cudaMemcpy(ptr_, init.begin(), n_ * sizeof(int), cudaMemcpyHostToDevice);
    }
    ~DeviceArray() { cudaFree(ptr_); }
    void add(int s) { add_scalar<<<1, 64>>>(ptr_, n_, s); }
    int back() const
    {
        int v = 0;
        cudaMemcpy(&v, ptr_ + n_ - 1, sizeof(int), cudaMemcpyDeviceToHost);
        return v;
    }

private:
    int *ptr_ = nullptr;
    int n_;
};

int main()
{
    DeviceArray a{1, 2, 3, 4, 5};
    a.add(10);
    std::initializer_list<double> empty;
    return a.back() == 15 && empty.size() == 0 && std::begin(empty) == std::end(empty) ? 0 : 1;
}
