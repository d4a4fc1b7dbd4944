// Exercises <string_view>: parsing kernel names and passing string data to the device.
#include <string_view>

__global__ void count_char(const char *s, int n, char c, int *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && s[i] == c)
        atomicAdd(out, 1);
}

int count_on_device(std::string_view text, char c)
{
    char *ds;
    int *dc, result = 0;
    cudaMalloc(&ds, text.size());
    cudaMalloc(&dc, sizeof(int));
    cudaMemcpy(ds, text.data(), text.size(), cudaMemcpyHostToDevice);
    cudaMemset(dc, 0, sizeof(int));
    count_char<<<1, 128>>>(ds, static_cast<int>(text.size()), c, dc);
    cudaMemcpy(&result, dc, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(ds);
    cudaFree(dc);
    return result;
}

int main()
{
    using namespace std::literals;
    constexpr std::string_view name = "matrix_multiply_tiled"sv;
    auto prefix = name.substr(0, name.find('_'));
    std::string_view rest = name;
    rest.remove_prefix(prefix.size() + 1);
    return count_on_device(name, '_') == 2 && prefix == "matrix" && rest.compare("multiply_tiled") == 0 ? 0 : 1;
}
