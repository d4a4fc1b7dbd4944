// Exercises <bits/stdc++.h> in C++20: the umbrella header including <ranges>, <span>, <bit> and friends.
#include <bits/stdc++.h>

__global__ void gray_code(unsigned *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = i ^ (i >> 1);
}

int main()
{
    constexpr int n = 256;
    std::array<unsigned, n> h{};
    unsigned *d;
    cudaMalloc(&d, sizeof(h));
    gray_code<<<1, n>>>(d, n);
    cudaMemcpy(h.data(), d, sizeof(h), cudaMemcpyDeviceToHost);
    cudaFree(d);

    std::span<const unsigned> codes(h);
    auto adjacent_ok = std::ranges::all_of(std::views::iota(1, n), [&](int i) {
        return std::popcount(codes[i] ^ codes[i - 1]) == 1;
    });
    std::set<unsigned> unique(codes.begin(), codes.end());
    std::string verdict = adjacent_ok && unique.size() == n ? "PASS" : "FAIL";
    std::cout << verdict << '\n';
    return verdict == "PASS" ? 0 : 1;
}
