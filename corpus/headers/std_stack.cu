// Exercises <stack>: an explicit stack driving recursive-style tiling on the host.
#include <stack>

__global__ void mark_tile(int *grid, int width, int x0, int y0, int size, int tag)
{
    int x = x0 + threadIdx.x, y = y0 + threadIdx.y;
    if (threadIdx.x < size && threadIdx.y < size)
        grid[y * width + x] = tag;
}

int tile_grid(int *dev_grid, int width)
{
    std::stack<std::pair<int, int>> work;
    work.push({0, width});
    int tiles = 0;
    while (!work.empty()) {
        auto [origin, size] = work.top();
        work.pop();
        if (size <= 16) {
            mark_tile<<<1, dim3(16, 16)>>>(dev_grid, width, origin, origin, size, tiles++);
        } else {
            work.push({origin, size / 2});
            work.push({origin + size / 2, size / 2});
        }
    }
    return tiles;
}
