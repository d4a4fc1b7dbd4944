// cudagen 0.2 seed 881 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,restrict_params,launch,launch_dim3,launch_shared_mem,launch_stream,builtin_vars,host_function,static_host_function,main,shared_var,extern_shared,local_array,const_local,namespace,nested_namespace,if,do_while,switch,switch_fallthrough,static_assert,compound_assign,comma,pointer_arith,array_index,call,lit_int_octal,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_c,cast_static,sizeof,macro_function,macro_statement,operator_overload_more,hdr_cmath
// nvcc: -std=c++20
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <numeric>
#include <type_traits>
#include <utility>
#include <cooperative_groups.h>

#define HALF_1(x) ((x) / 2)
#define SWAP_2(T, a, b) do { T tmp_ = (a); (a) = (b); (b) = tmp_; } while (0)
namespace img3::v4 {
template <typename T, class U>
__global__ void scatter5_kernel(const U* __restrict__ input6) {
	int tid7 = threadIdx.x;
	(void)tid7;
	__shared__ unsigned long sh_8[128];
	sh_8[blockDim.x] /= gridDim.y;
}
__global__ void probe9(int stride10, int* dst11, int lane12, long* __restrict__ out13) {
	extern __shared__ int dyn_14[];
	unsigned int tid15 = threadIdx.x;
	if (tid15 >= lane12) {
		return;
	}
	double hi16[8] = {1., 44U, static_cast<double>(blockIdx.x)};
	out13[tid15] = fminf(53UL, hi16[stride10]) * (dyn_14[gridDim.x] * dst11[blockIdx.x]) * threadIdx.y;
	switch (tid15) {
	case 1: {
		long idx17[6] = {23, 1154, 0b100110};
		(void)idx17;
		char base18[(4)]{19ll, static_cast<char>(tid15), 3, static_cast<char>(-6l)};
		(void)base18;
		[[fallthrough]];
	}
	case 2:
		break;
	case 9:
		break;
	default:
		break;
	}
}
__global__ void sweep19(float* acc20, int lane21, int count22) {
	int gid23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	if (gid23 >= lane21) {
		return;
	}
	sqrtf(HALF_1(ceilf(lane21)));
	signed char stride24 = sinf((*acc20));
	(void)stride24;
}
} // namespace img3::v4
struct Pair25 {
	float x, y;
	__device__ float operator[](int i) const { return i == 0 ? x : y; }
	__device__ Pair25 &operator+=(const Pair25 &o) { x += o.x; y += o.y; return *this; }
	__device__ Pair25 operator-() const { return Pair25{-x, -y}; }
	__device__ Pair25 &operator++() { ++x; return *this; }
	__device__ bool operator<(const Pair25 &o) const { return x < o.x; }
	friend __device__ bool operator==(const Pair25 &a, const Pair25 &b) { return a.x == b.x && a.y == b.y; }
};
__device__ Pair25 operator*(const Pair25 &a, float k) { return Pair25{a.x * k, a.y * k}; }
__device__ float ops26(float v) {
	Pair25 a{v, 1};
	Pair25 b = -a * 2;
	a += b;
	++a;
	return a[0] + b[1] + (a == b ? 1 : 0) + (a < b ? 2 : 0);
}
template <class T, int N = 4>
__global__ void kick27(T* __restrict__ data28, long* buf29, char alpha30) {
	unsigned int idx31 = threadIdx.x;
	int w32 = 0;
	do {
		(*buf29) -= 10;
		alpha30 = 16u + (blockDim.z + idx31);
		__shared__ float sh_33;
		(void)sh_33;
		++w32;
	} while (w32 < w32);
}
static void host_drift34(double p35, size_t beta36) {
	floorf((p35 - 61) - beta36);
	static_assert(sizeof(int) == 4, "bad config");
	img3::v4::probe9<<<(beta36 + 31) / 32, 64>>>((p35 += beta36, beta36) * (4723L), (int*)nullptr, (p35 += beta36, 23), nullptr);
}
int main() {
	int n37 = 779;
	kick27<long, 8><<<dim3((n37 + 127) / 128), dim3(4, (n37 + 127) / 128)>>>(nullptr, nullptr, (046 * n37) + (n37 * n37));
	const long long lo38 = n37;
	(void)lo38;
	img3::v4::scatter5_kernel<int, float><<<dim3((n37 + 31) / 040, (n37 + 63) / 64), 4 * 8, 0, 0>>>(nullptr);
	img3::v4::sweep19<<<dim3(64 * 2), 512, sizeof(int) * 256, nullptr>>>(nullptr, ceilf((n37)), 56UL);
	return 0;
}
