// Exercises <filesystem>: locating kernel input files and writing a device result next to them.
#include <filesystem>

namespace fs = std::filesystem;

__global__ void checksum_bytes(const unsigned char *p, int n, unsigned *out)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        atomicAdd(out, p[i] * (i + 1u));
}

unsigned checksum_name(const fs::path &p)
{
    std::string s = p.filename().string();
    int n = static_cast<int>(s.size());
    unsigned char *d;
    unsigned *dsum, sum = 0;
    cudaMalloc(&d, n);
    cudaMalloc(&dsum, sizeof(unsigned));
    cudaMemset(dsum, 0, sizeof(unsigned));
    cudaMemcpy(d, s.data(), n, cudaMemcpyHostToDevice);
    checksum_bytes<<<1, 256>>>(d, n, dsum);
    cudaMemcpy(&sum, dsum, sizeof(unsigned), cudaMemcpyDeviceToHost);
    cudaFree(d);
    cudaFree(dsum);
    return sum;
}

int count_inputs(const fs::path &dir)
{
    std::error_code ec;
    if (!fs::is_directory(dir, ec))
        return 0;
    int count = 0;
    for (const auto &entry : fs::directory_iterator(dir, ec))
        if (entry.is_regular_file() && entry.path().extension() == ".bin")
            count += checksum_name(entry.path()) != 0;
    fs::path out = dir / "results" / "sum.txt";
    fs::create_directories(out.parent_path(), ec);
    return count + static_cast<int>(fs::temp_directory_path(ec).empty());
}
