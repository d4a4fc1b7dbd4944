// Exercises <regex>: parsing "NAME=VALUE" launch parameters before a kernel launch.
#include <regex>

__global__ void fill(int *v, int n, int value)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        v[i] = value;
}

int launch_from_spec(const std::string &spec, int *dev)
{
    static const std::regex kv(R"((\w+)=(\d+))");
    int n = 0, value = 0;
    for (std::sregex_iterator it(spec.begin(), spec.end(), kv), end; it != end; ++it) {
        const std::smatch &m = *it;
        if (m[1] == "n")
            n = std::stoi(m[2].str());
        else if (m[1] == "value")
            value = std::stoi(m[2].str());
    }
    if (!std::regex_search(spec, std::regex("^launch:")))
        return -1;
    fill<<<(n + 127) / 128, 128>>>(dev, n, value);
    std::string redacted = std::regex_replace(spec, std::regex("[0-9]"), "#");
    return static_cast<int>(redacted.size()) + n;
}
