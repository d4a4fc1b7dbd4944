// Exercises <string>: building a report string from device results with std::string and to_string.
#include <string>

__global__ void count_positive(const int *v, int n, int *result)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n && v[i] > 0)
        atomicAdd(result, 1);
}

std::string report(const int *host, int n)
{
    int *dv, *dr, positives = 0;
    cudaMalloc(&dv, n * sizeof(int));
    cudaMalloc(&dr, sizeof(int));
    cudaMemcpy(dv, host, n * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(dr, 0, sizeof(int));
    count_positive<<<(n + 255) / 256, 256>>>(dv, n, dr);
    cudaMemcpy(&positives, dr, sizeof(int), cudaMemcpyDeviceToHost);
    cudaFree(dv);
    cudaFree(dr);

    std::string s = "positives: ";
    s += std::to_string(positives);
    s.append(" of ").append(std::to_string(n));
    if (s.find("of") != std::string::npos)
        s.insert(0, "[gpu] ");
    std::wstring w = L"wide";
    std::u16string u = u"utf16";
    return s + (w.size() + u.size() == 9 ? "" : " ?") + " " + std::to_string(std::stoi("42"));
}
