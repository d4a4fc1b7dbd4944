// Exercises <ios>: stream state flags, fmtflags and std::ios_base manipulators.
#include <ios>

__global__ void flags_to_device(unsigned *out, unsigned flags)
{
    out[threadIdx.x] = flags >> threadIdx.x & 1u;
}

unsigned format_bits()
{
    std::ios_base::fmtflags f = std::ios_base::hex | std::ios_base::showbase | std::ios_base::uppercase;
    std::ios_base::iostate st = std::ios_base::goodbit;
    st |= std::ios_base::eofbit;
    unsigned *d, bits[32];
    cudaMalloc(&d, sizeof(bits));
    flags_to_device<<<1, 32>>>(d, static_cast<unsigned>(f));
    cudaMemcpy(bits, d, sizeof(bits), cudaMemcpyDeviceToHost);
    cudaFree(d);
    unsigned set = 0;
    for (unsigned b : bits)
        set += b;
    std::error_code ec = std::make_error_code(std::io_errc::stream);
    return set + (st & std::ios_base::eofbit ? 1u : 0u) + (ec ? 1u : 0u);
}
