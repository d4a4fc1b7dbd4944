// Exercises <typeindex>: std::type_index as a key mapping element types to launch functions.
#include <typeindex>

template <typename T>
__global__ void negate(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = -v[i];
}

template <typename T>
void launch_negate(void *dev, int n)
{
    negate<<<(n + 127) / 128, 128>>>(static_cast<T *>(dev), n);
}

struct Entry {
    std::type_index type;
    void (*launch)(void *, int);
};

int negate_any(void *dev, int n, std::type_index type)
{
    static const Entry table[] = {
        {std::type_index(typeid(float)), launch_negate<float>},
        {std::type_index(typeid(double)), launch_negate<double>},
        {std::type_index(typeid(int)), launch_negate<int>},
    };
    for (const Entry &e : table)
        if (e.type == type) {
            e.launch(dev, n);
            return static_cast<int>(e.type.hash_code() & 0xff);
        }
    return -1;
}

int main()
{
    float *d;
    cudaMalloc(&d, 32 * sizeof(float));
    int r = negate_any(d, 32, typeid(float));
    cudaFree(d);
    std::hash<std::type_index> h;
    return r >= 0 && h(typeid(char)) == std::type_index(typeid(char)).hash_code() ? 0 : 1;
}
