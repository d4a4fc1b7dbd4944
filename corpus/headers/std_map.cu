// Exercises <map>: std::map and std::multimap indexing host results of a kernel.
#include <map>

__global__ void classify(const int *in, int *bucket, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        bucket[i] = in[i] % 3;
}

std::map<int, int> bucket_histogram(const int *host_in, int n)
{
    int *d_in, *d_bucket;
    cudaMalloc(&d_in, n * sizeof(int));
    cudaMalloc(&d_bucket, n * sizeof(int));
    cudaMemcpy(d_in, host_in, n * sizeof(int), cudaMemcpyHostToDevice);
    classify<<<(n + 255) / 256, 256>>>(d_in, d_bucket, n);

    int *buckets = new int[n];
    cudaMemcpy(buckets, d_bucket, n * sizeof(int), cudaMemcpyDeviceToHost);
    std::map<int, int> histogram;
    std::multimap<int, int> members;
    for (int i = 0; i < n; ++i) {
        ++histogram[buckets[i]];
        members.emplace(buckets[i], i);
    }
    std::map<const char *, int> named{{"zero", histogram[0]}};
    named.insert_or_assign("total", static_cast<int>(members.size()));
    delete[] buckets;
    cudaFree(d_in);
    cudaFree(d_bucket);
    return histogram;
}
