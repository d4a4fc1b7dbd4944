// Text processing split between GPU and host: the GPU classifies characters and finds word starts,
// the host builds a std::map<std::string,int> of word counts from the device's word boundaries.
#include <cctype>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <sstream>
#include <string>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

__device__ bool is_word_char(char c)
{
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

__global__ void mark_words(const char *text, int n, char *lowered, unsigned char *starts, int *word_count)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n)
        return;
    char c = text[i];
    bool w = is_word_char(c);
    bool prev = i > 0 && is_word_char(text[i - 1]);
    starts[i] = w && !prev;
    if (w && !prev)
        atomicAdd(word_count, 1);
    lowered[i] = (c >= 'A' && c <= 'Z') ? static_cast<char>(c - 'A' + 'a') : c;
}

int main()
{
    std::string corpus;
    const char *lines[] = {"The quick brown fox jumps over the lazy dog.", "CUDA kernels run on the GPU; the host waits.",
                           "A fox, a dog and a GPU walk into a bar..."};
    for (int rep = 0; rep < 200; ++rep)
        for (const char *l : lines) {
            corpus += l;
            corpus += '\n';
        }
    const int n = static_cast<int>(corpus.size());

    char *d_text, *d_lower;
    unsigned char *d_starts;
    int *d_count;
    CUDA_CHECK(cudaMalloc(&d_text, n));
    CUDA_CHECK(cudaMalloc(&d_lower, n));
    CUDA_CHECK(cudaMalloc(&d_starts, n));
    CUDA_CHECK(cudaMalloc(&d_count, sizeof(int)));
    CUDA_CHECK(cudaMemcpy(d_text, corpus.data(), n, cudaMemcpyHostToDevice));
    CUDA_CHECK(cudaMemset(d_count, 0, sizeof(int)));
    mark_words<<<(n + 255) / 256, 256>>>(d_text, n, d_lower, d_starts, d_count);
    CUDA_CHECK(cudaGetLastError());

    std::string lowered(n, '\0');
    std::vector<unsigned char> starts(n);
    int device_words = 0;
    CUDA_CHECK(cudaMemcpy(&lowered[0], d_lower, n, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(starts.data(), d_starts, n, cudaMemcpyDeviceToHost));
    CUDA_CHECK(cudaMemcpy(&device_words, d_count, sizeof(int), cudaMemcpyDeviceToHost));

    std::map<std::string, int> counts;
    for (int i = 0; i < n; ++i) {
        if (!starts[i])
            continue;
        int j = i;
        while (j < n && std::isalnum(static_cast<unsigned char>(lowered[j])))
            ++j;
        ++counts[lowered.substr(i, j - i)];
    }

    std::map<std::string, int> want;
    std::string word;
    for (char c : corpus) {
        if (std::isalnum(static_cast<unsigned char>(c))) {
            word += static_cast<char>(std::tolower(static_cast<unsigned char>(c)));
        } else if (!word.empty()) {
            ++want[word];
            word.clear();
        }
    }
    int total = 0;
    for (const auto &kv : counts)
        total += kv.second;
    std::ostringstream top;
    top << "the=" << counts["the"] << " a=" << counts["a"] << " gpu=" << counts["gpu"];
    std::printf("%d words, %zu distinct, %s\n", device_words, counts.size(), top.str().c_str());
    CUDA_CHECK(cudaFree(d_text));
    CUDA_CHECK(cudaFree(d_lower));
    CUDA_CHECK(cudaFree(d_starts));
    CUDA_CHECK(cudaFree(d_count));
    bool ok = counts == want && total == device_words && counts["the"] == 800;
    std::printf("%s: word_count_map\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
