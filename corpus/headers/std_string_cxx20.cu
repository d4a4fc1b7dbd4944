// Exercises <string> in C++20: starts_with/ends_with, std::erase and u8string.
#include <string>

__global__ void upcase(char *s, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && s[i] >= 'a' && s[i] <= 'z')
        s[i] = s[i] - 'a' + 'A';
}

std::string shout(std::string text)
{
    char *d;
    cudaMalloc(&d, text.size());
    cudaMemcpy(d, text.data(), text.size(), cudaMemcpyHostToDevice);
    upcase<<<1, 256>>>(d, static_cast<int>(text.size()));
    cudaMemcpy(text.data(), d, text.size(), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::erase(text, ' ');
    std::u8string tag = u8"!";
    if (text.starts_with("HELLO") && !text.ends_with('!'))
        text.push_back(static_cast<char>(tag[0]));
    return text;
}

int main()
{
    return shout("hello cuda world") == "HELLOCUDAWORLD!" ? 0 : 1;
}
