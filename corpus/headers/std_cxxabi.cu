// Exercises <cxxabi.h> (libstdc++ ABI support): demangling the type names of kernel template arguments.
#include <cxxabi.h>

template <typename T>
__global__ void zero(T *v, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = T();
}

template <typename T>
bool launch_and_name(int n, char *name_out, std::size_t cap)
{
    T *d;
    cudaMalloc(&d, n * sizeof(T));
    zero<<<(n + 127) / 128, 128>>>(d, n);
    cudaFree(d);
    int status = 0;
    char *demangled = abi::__cxa_demangle(typeid(T).name(), nullptr, nullptr, &status);
    if (status != 0 || !demangled)
        return false;
    std::size_t i = 0;
    for (; demangled[i] && i + 1 < cap; ++i)
        name_out[i] = demangled[i];
    name_out[i] = '\0';
    __builtin_free(demangled);
    return true;
}

int main()
{
    char name[64];
    bool ok = launch_and_name<unsigned long long>(256, name, sizeof(name));
    return ok && name[0] == 'u' ? 0 : 1;
}
