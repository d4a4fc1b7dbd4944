#include "prelude.cuh"

// Every built-in operator class in one place: arithmetic, bitwise, shifts,
// logical, relational, (compound) assignment, increment/decrement, ternary,
// comma, address/indirection, member access (., ->, .*, ->*), subscript,
// call, sizeof, alignof, noexcept, and unary +/-/~/!.
struct Particle { float x, y; int id; float mass() const { return 1.0f; } };

__device__ unsigned mix(unsigned a, unsigned b)
{
    unsigned h = a ^ (b << 7) ^ (b >> 3);
    h += ~a & b | (a & ~b);
    h *= 0x9E3779B1u;
    h ^= h >> 16; h <<= 1; h >>= 1; h |= 1u; h &= 0x7FFFFFFFu;
    h %= 1000003u; h /= 3u; h -= 1u;
    return h;
}

__global__ void ops(Particle *ps, int *flags, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (!(i < n)) return;
    Particle *p = &ps[i];
    Particle &r = *p;
    float Particle::*field = i % 2 ? &Particle::x : &Particle::y;
    float (Particle::*getter)() const = &Particle::mass;

    r.*field = p->x * 2.0f - +r.y / 3.0f;
    p->*field += (r.*getter)() + (p->*getter)();
    int a = i, b = -i;
    a++; --b; ++a; b--;
    int c = (a++, b);
    bool both = a > 0 && b < 0, either = a >= 0 || b <= 0, ne = a != b, eq = a == c;
    flags[i] = (both ? 1 : 0) | (either << 1) | (ne << 2) | (eq << 3);
    flags[i] += (int)mix((unsigned)a, (unsigned)b) + (int)sizeof(Particle) + (int)alignof(Particle) + (int)sizeof r;
    flags[i] ^= ~flags[i] + !flags[i];
}

int main()
{
    int x = 17, y = 5;
    int q = x / y, m = x % y, s = x << 2 | y >> 1, t = x & y ^ ~y;
    x += 1; x -= 2; x *= 3; x /= 2; x %= 7; x <<= 1; x >>= 1; x &= 0xF; x |= 0x10; x ^= 0x3;
    bool cmp = (q < m) || (s > t) || (q <= m && s >= t);
    bool nx = noexcept(x + y);
    ops<<<1, 64>>>(nullptr, nullptr, 64);
    return cmp ? x : (nx ? -y : y);
}
