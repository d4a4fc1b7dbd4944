#include "prelude.cuh"

// Mistake: trying to make a kernel a member function of a class.
class ParticleSystem {
public:
    explicit ParticleSystem(int n) : n_(n), pos_(nullptr), vel_(nullptr) {}

    __global__ void advance(float dt)
    {
        int i = blockIdx.x * blockDim.x + threadIdx.x;
        if (i < n_) pos_[i] += vel_[i] * dt;
    }

    int size() const { return n_; }

private:
    int n_;
    float *pos_;
    float *vel_;
};

int main()
{
    ParticleSystem ps(1024);
    return ps.size() > 0 ? 0 : 1;
}
