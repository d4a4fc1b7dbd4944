// Exercises <forward_list>: singly linked list of kernel configurations.
#include <forward_list>

struct LaunchConfig {
    unsigned blocks;
    unsigned threads;
};

__global__ void touch(unsigned *counter)
{
    atomicAdd(counter, 1u);
}

unsigned launch_all(unsigned *dev_counter)
{
    std::forward_list<LaunchConfig> configs;
    configs.push_front({1, 32});
    configs.push_front({2, 64});
    configs.emplace_after(configs.begin(), LaunchConfig{4, 128});
    configs.remove_if([](const LaunchConfig &c) { return c.threads > 100; });

    unsigned expected = 0;
    for (const auto &c : configs) {
        touch<<<c.blocks, c.threads>>>(dev_counter);
        expected += c.blocks * c.threads;
    }
    return expected;
}
