#include "prelude.cuh"

// Small host/device vector class with a full set of overloaded operators.
struct Vec3 {
    float x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(float a, float b, float c) : x(a), y(b), z(c) {}
    __host__ __device__ explicit Vec3(float s) : x(s), y(s), z(s) {}

    __host__ __device__ Vec3 operator-() const { return Vec3(-x, -y, -z); }
    __host__ __device__ Vec3 &operator+=(const Vec3 &o) { x += o.x; y += o.y; z += o.z; return *this; }
    __host__ __device__ Vec3 &operator*=(float s) { x *= s; y *= s; z *= s; return *this; }
    __host__ __device__ float &operator[](int i) { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ float operator[](int i) const { return i == 0 ? x : (i == 1 ? y : z); }
    __host__ __device__ bool operator==(const Vec3 &o) const { return x == o.x && y == o.y && z == o.z; }
    __host__ __device__ bool operator!=(const Vec3 &o) const { return !(*this == o); }
    __host__ __device__ explicit operator bool() const { return x != 0 || y != 0 || z != 0; }
};

__host__ __device__ inline Vec3 operator+(Vec3 a, const Vec3 &b) { return a += b; }
__host__ __device__ inline Vec3 operator-(const Vec3 &a, const Vec3 &b) { return a + (-b); }
__host__ __device__ inline Vec3 operator*(Vec3 a, float s) { return a *= s; }
__host__ __device__ inline Vec3 operator*(float s, Vec3 a) { return a *= s; }
__host__ __device__ inline float dot(const Vec3 &a, const Vec3 &b) { return a.x * b.x + a.y * b.y + a.z * b.z; }
__host__ __device__ inline Vec3 cross(const Vec3 &a, const Vec3 &b)
{
    return Vec3(a.y * b.z - a.z * b.y, a.z * b.x - a.x * b.z, a.x * b.y - a.y * b.x);
}

__global__ void reflect(const Vec3 *dirs, const Vec3 *normals, Vec3 *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= n) return;
    Vec3 d = dirs[i], nrm = normals[i];
    Vec3 r = d - 2.0f * dot(d, nrm) * nrm;
    if (!r) r = Vec3(1.0f);
    r[1] = cross(d, nrm)[1] + r[1];
    out[i] = r != d ? r : -r;
}

int main()
{
    Vec3 a(1, 2, 3), b(4, 5, 6);
    Vec3 c = cross(a, b) * 0.5f;
    reflect<<<1, 64>>>(nullptr, nullptr, nullptr, 64);
    return c == a ? 1 : (int)dot(a, b);
}
