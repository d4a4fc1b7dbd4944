// Exercises <queue>: std::queue and std::priority_queue scheduling kernel launches.
#include <queue>

struct Job {
    int priority;
    int n;
    bool operator<(const Job &o) const { return priority < o.priority; }
};

__global__ void work(float *out, int n, float v)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = v;
}

int schedule(float *dev_out)
{
    std::priority_queue<Job> jobs;
    jobs.push({1, 128});
    jobs.push({5, 64});
    jobs.push({3, 256});
    std::queue<int> order;
    while (!jobs.empty()) {
        Job j = jobs.top();
        jobs.pop();
        work<<<(j.n + 63) / 64, 64>>>(dev_out, j.n, float(j.priority));
        order.push(j.priority);
    }
    std::priority_queue<int, std::vector<int>, std::greater<int>> mins;
    mins.push(3);
    mins.push(1);
    return order.front() * 10 + mins.top();
}
