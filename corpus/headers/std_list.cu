// Exercises <list>: std::list of device allocations released in order.
#include <list>

__global__ void zero(double *p, int n)
{
    for (int i = threadIdx.x; i < n; i += blockDim.x)
        p[i] = 0.0;
}

class DevicePool {
public:
    double *acquire(int n)
    {
        double *p = nullptr;
        cudaMalloc(&p, n * sizeof(double));
        zero<<<1, 128>>>(p, n);
        blocks_.push_back(p);
        return p;
    }
    ~DevicePool()
    {
        blocks_.reverse();
        for (double *p : blocks_)
            cudaFree(p);
    }
    std::size_t count() const { return blocks_.size(); }

private:
    std::list<double *> blocks_;
};

int main()
{
    DevicePool pool;
    pool.acquire(100);
    pool.acquire(200);
    std::list<int> a{5, 1, 4}, b{3, 2};
    a.sort();
    b.sort();
    a.merge(b);
    a.unique();
    return static_cast<int>(pool.count() + a.size()) == 7 ? 0 : 1;
}
