#include "prelude.cuh"

// Static data members (in-class and out-of-line), static member functions,
// friend functions and friend classes, nested types and access specifiers.
class DeviceRegistry;

class Allocation {
    friend class DeviceRegistry;
    friend bool same_owner(const Allocation &, const Allocation &);
public:
    struct Stats { size_t bytes; int count; };
    static Stats totals;
    static constexpr size_t kAlignment = 256;
    static size_t round_up(size_t n) { return (n + kAlignment - 1) / kAlignment * kAlignment; }

    explicit Allocation(size_t n) : bytes_(round_up(n)), owner_(-1) { totals.bytes += bytes_; ++totals.count; }
    size_t bytes() const { return bytes_; }
private:
    size_t bytes_;
    int owner_;
};

Allocation::Stats Allocation::totals = {0, 0};

bool same_owner(const Allocation &a, const Allocation &b) { return a.owner_ == b.owner_; }

class DeviceRegistry {
public:
    static int next_id;
    void adopt(Allocation &a) { a.owner_ = id_; }
    DeviceRegistry() : id_(next_id++) {}
protected:
    int id() const { return id_; }
private:
    int id_;
};

int DeviceRegistry::next_id = 0;

struct Labeled : DeviceRegistry {
    int label() const { return id() * 10; }
};

__global__ void touch(char *p, size_t n)
{
    size_t i = blockIdx.x * (size_t)blockDim.x + threadIdx.x;
    if (i < n) p[i] = 0;
}

int main()
{
    Allocation a(1000), b(3000);
    DeviceRegistry r;
    Labeled l;
    r.adopt(a);
    l.adopt(b);
    touch<<<4, 256>>>(nullptr, a.bytes());
    return (same_owner(a, b) ? 1 : 0) + Allocation::totals.count + l.label();
}
