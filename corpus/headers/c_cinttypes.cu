// Exercises <cinttypes>: PRIu64/SCNx32 format macros and strtoumax/imaxdiv on the host.
#include <cinttypes>

__global__ void count_multiples(std::uint64_t limit, std::uint32_t k, unsigned long long *out)
{
    std::uint64_t local = 0;
    for (std::uint64_t i = threadIdx.x; i < limit; i += blockDim.x)
        local += (i % k) == 0;
    atomicAdd(out, static_cast<unsigned long long>(local));
}

constexpr char kReport[] = "%" PRIu64 " multiples of %" PRIu32;
constexpr char kParse[] = "%" SCNx32;

int main()
{
    std::uintmax_t k = std::strtoumax("0x7", nullptr, 16);
    unsigned long long *d, h = 0;
    cudaMalloc(&d, sizeof(h));
    cudaMemset(d, 0, sizeof(h));
    count_multiples<<<1, 256>>>(70000, static_cast<std::uint32_t>(k), d);
    cudaMemcpy(&h, d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);
    std::imaxdiv_t q = std::imaxdiv(static_cast<std::intmax_t>(h), 1000);
    std::intmax_t magnitude = std::imaxabs(-static_cast<std::intmax_t>(h));
    return h == 10000 && q.quot == 10 && magnitude == 10000 && sizeof(kReport) > sizeof(kParse) ? 0 : 1;
}
