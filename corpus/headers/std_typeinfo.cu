// Exercises <typeinfo>: typeid-based dispatch of a templated kernel.
#include <typeinfo>

template <typename T>
__global__ void zero_fill(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = T(0);
}

void zero_any(void *dev, int n, const std::type_info &type)
{
    if (type == typeid(float))
        zero_fill<<<(n + 255) / 256, 256>>>(static_cast<float *>(dev), n);
    else if (type == typeid(double))
        zero_fill<<<(n + 255) / 256, 256>>>(static_cast<double *>(dev), n);
    else if (type == typeid(int))
        zero_fill<<<(n + 255) / 256, 256>>>(static_cast<int *>(dev), n);
    else
        throw std::bad_typeid();
}

struct Base { virtual ~Base() = default; };
struct Derived : Base {};

int main()
{
    double *d;
    cudaMalloc(&d, 64 * sizeof(double));
    zero_any(d, 64, typeid(double));
    cudaFree(d);
    Derived obj;
    Base &b = obj;
    const char *name = typeid(b).name();
    return typeid(b) == typeid(Derived) && name != nullptr && typeid(int).before(typeid(int)) == false ? 0 : 1;
}
