// Class templates with __host__ __device__ members: a small Vec3<T> with operators, a fixed-size
// Matrix3<T>, and a DeviceBuffer<T> RAII wrapper; the same math runs in a kernel and on the host.
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <vector>

#define CUDA_CHECK(call)                                                                  \
    do {                                                                                  \
        cudaError_t err = (call);                                                         \
        if (err != cudaSuccess) {                                                         \
            std::fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(err)); \
            std::exit(1);                                                                 \
        }                                                                                 \
    } while (0)

template <typename T>
struct Vec3 {
    T x, y, z;
    __host__ __device__ Vec3() : x(0), y(0), z(0) {}
    __host__ __device__ Vec3(T a, T b, T c) : x(a), y(b), z(c) {}
    __host__ __device__ Vec3 operator+(const Vec3 &o) const { return {x + o.x, y + o.y, z + o.z}; }
    __host__ __device__ Vec3 operator*(T s) const { return {x * s, y * s, z * s}; }
    __host__ __device__ T dot(const Vec3 &o) const { return x * o.x + y * o.y + z * o.z; }
    __host__ __device__ Vec3 cross(const Vec3 &o) const { return {y * o.z - z * o.y, z * o.x - x * o.z, x * o.y - y * o.x}; }
    __host__ __device__ T norm() const { return sqrt(dot(*this)); }
};

template <typename T>
struct Matrix3 {
    T m[3][3];
    __host__ __device__ static Matrix3 rotation_z(T angle)
    {
        T c = cos(angle), s = sin(angle);
        return Matrix3{{{c, -s, 0}, {s, c, 0}, {0, 0, 1}}};
    }
    __host__ __device__ Vec3<T> operator*(const Vec3<T> &v) const
    {
        return {m[0][0] * v.x + m[0][1] * v.y + m[0][2] * v.z, m[1][0] * v.x + m[1][1] * v.y + m[1][2] * v.z,
                m[2][0] * v.x + m[2][1] * v.y + m[2][2] * v.z};
    }
};

template <typename T>
class DeviceBuffer {
public:
    explicit DeviceBuffer(size_t n) : n_(n) { CUDA_CHECK(cudaMalloc(&ptr_, n * sizeof(T))); }
    ~DeviceBuffer() { cudaFree(ptr_); }
    DeviceBuffer(const DeviceBuffer &) = delete;
    DeviceBuffer &operator=(const DeviceBuffer &) = delete;
    void upload(const std::vector<T> &h) { CUDA_CHECK(cudaMemcpy(ptr_, h.data(), n_ * sizeof(T), cudaMemcpyHostToDevice)); }
    std::vector<T> download() const
    {
        std::vector<T> h(n_);
        CUDA_CHECK(cudaMemcpy(h.data(), ptr_, n_ * sizeof(T), cudaMemcpyDeviceToHost));
        return h;
    }
    T *get() { return ptr_; }
    size_t size() const { return n_; }

private:
    T *ptr_ = nullptr;
    size_t n_;
};

template <typename T>
__host__ __device__ Vec3<T> transform_point(const Matrix3<T> &r, const Vec3<T> &p, const Vec3<T> &axis)
{
    Vec3<T> q = r * p;
    return q + axis.cross(q) * T(0.5);
}

template <typename T>
__global__ void transform_points(Matrix3<T> r, Vec3<T> axis, const Vec3<T> *in, Vec3<T> *out, int n)
{
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n)
        out[i] = transform_point(r, in[i], axis);
}

template <typename T>
bool run(T tolerance)
{
    const int n = 5000;
    std::vector<Vec3<T>> pts(n);
    for (int i = 0; i < n; ++i)
        pts[i] = Vec3<T>(T(i % 7), T(i % 11) - T(5), T(i % 3));
    Matrix3<T> r = Matrix3<T>::rotation_z(T(0.3));
    Vec3<T> axis(0, 0, 1);
    DeviceBuffer<Vec3<T>> in(n), out(n);
    in.upload(pts);
    transform_points<<<(n + 127) / 128, 128>>>(r, axis, in.get(), out.get(), n);
    CUDA_CHECK(cudaGetLastError());
    std::vector<Vec3<T>> got = out.download();
    int bad = 0;
    for (int i = 0; i < n; ++i) {
        Vec3<T> want = transform_point(r, pts[i], axis);
        Vec3<T> diff = want + got[i] * T(-1);
        bad += diff.norm() > tolerance;
    }
    std::printf("%s: %d mismatches\n", sizeof(T) == 4 ? "float" : "double", bad);
    return bad == 0;
}

int main()
{
    bool ok = run<float>(1e-4f) && run<double>(1e-10);
    std::printf("%s: class_template_hd_members\n", ok ? "PASS" : "FAIL");
    return ok ? 0 : 1;
}
