// cudagen 0.2 seed 895 valid headers
// features: launch,launch_dim3,launch_shared_mem,host_device_function,host_function,static_host_function,main,constexpr_var,auto_var,const_local,nested_namespace,if,static_assert,ternary,comparison,incdec,address_of,call,lit_int_octal,lit_int_suffix,lit_float,cast_functional,cast_static,sizeof,lambda,lambda_capture_value,lambda_mutable,lambda_launch,macro_function,macro_statement,pp_ifdef,pp_undef,friend_template,nttp_pointer,using_declaration,using_directive,designated_init,cluster_dims,hdr_cmath
// nvcc: -std=c++20 -rdc=true -arch=sm_90
#include <cuda_runtime.h>
#include <algorithm>
#include <cmath>
#include <type_traits>

#define ADD3_1(a, b, c) ((a) + (b) + (c))
#define ACCUM_2(x, v) \
    do {                  \
        (x) += (v);       \
    } while (0)
#define USE_FAST_PATH_3
#ifdef USE_FAST_PATH_3
#define TUNE_4 1
#else
#define TUNE_4 20
#endif
#undef TUNE_4
#define TUNE_4 8
__global__ void __cluster_dims__(2, 1, 1) clustered5(int *out, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		out[i] = i + static_cast<int>(blockIdx.y);
	}
}
struct Opts6 { int x; double y; double z; };
__host__ __device__ int configured7(int v) {
	Opts6 a{.x = v, .y = static_cast<double>(v), .z = static_cast<double>(v)};
	Opts6 b{.z = 5};
	Opts6 d = {.x = 2};
	return static_cast<int>(a.x) + static_cast<int>(b.z) + static_cast<int>(d.x);
}
int twice9(int v) { return v * 3; }
template <int (*F)(int)> int callWith10(int x) { return F(x) + 1; }
int indirect8(int x) { return callWith10<twice9>(x) + callWith10<&twice9>(1); }
namespace core11 {
int version12(int x) { return x + 6; }
namespace detail::impl {
int helper13(int x) { return x * 3; }
} // namespace detail::impl
} // namespace core11
using core11::version12;
int layered14(int x) {
	using namespace core11::detail::impl;
	return helper13(x) + version12(x);
}
static unsigned int host_lerp15(bool beta16, int stride17, double beta18)
{
	clustered5<<<dim3((stride17 + 31) / 32), dim3(TUNE_4 + 24), 0>>>(&stride17, static_cast<int>(TUNE_4));
	auto step22 = [=](int tmp19, short z20) mutable -> float {
		auto m21 = tmp19;
		tmp19 = 35 + (core11::version12(14));
		static_assert(sizeof(int) == 4, "tile must fit");
		return beta16 ? (-tmp19) : ADD3_1(beta18, TUNE_4, 61UL);
	};
	(void)step22;
	fabsf(7.25f);
	beta16 = stride17;
	fminf(beta16, 6.25f);
	clustered5<<<(stride17 + 63) / 64, dim3(4)>>>(&stride17, beta18);
	return 38;
}
__host__ __device__ float tally23(int lane24, double a25, long long cfg26)
{
	a25 = ADD3_1((lane24) - a25, ADD3_1(lane24, 3080 + a25, sizeof(unsigned)), lane24 - TUNE_4);
	int lim27{int(sinf(sqrtf(ADD3_1(a25, cfg26, lane24))))};
	sqrtf(a25);
	int off28{8};
	++off28;
	const unsigned k29 = a25;
	return lim27 + (fabsf(k29) + configured7(52u));
}
__host__ __device__ float norm30(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
template <typename T> struct Cell31;
template <typename T> T peek32(const Cell31<T> &b);
template <typename T> struct Cell31 {
	explicit Cell31(T v) : val(v) {}
	template <typename U> friend U peek32(const Cell31<U> &b);
	template <typename U> friend struct Spy33;
private:
	T val;
};
template <typename T> T peek32(const Cell31<T> &b) { return b.val; }
template <typename U> struct Spy33 {
	static int look(const Cell31<int> &b) { return b.val + static_cast<int>(sizeof(U)); }
};
int unlock34(int x) {
	Cell31<int> v(x);
	return peek32(v) + Spy33<float>::look(v);
}
int main()
{
	int n35 = 2555;
	auto step38 = [](int flag36, size_t m37) -> int {
		clustered5<<<(64), 32 * 2, 0>>>(&flag36, (core11::version12(48u) != m37) ? m37 : (m37 / flag36));
		return m37;
	};
	(void)step38;
	if (n35 > TUNE_4) {
		return fabsf(n35 + n35);
	}
	if (n35 > n35) {
		return floorf(n35);
	}
	n35 = 05711;
	return 0;
}
