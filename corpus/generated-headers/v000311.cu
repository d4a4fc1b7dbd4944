// cudagen 0.2 seed 311 valid headers
// features: kernel,kernel_template,launch_explicit_template_args,maxnreg,restrict_params,launch,launch_dim3,builtin_vars,main,device_array,constant_array,managed_var,shared_var,static_shared,constexpr_var,if,ternary,compound_assign,bitwise,shift,comparison,pointer_arith,address_of,member_access,array_index,call,lit_int_hex,lit_int_binary,lit_int_suffix,lit_float,lit_nullptr,cast_functional,macro_function,local_class,partial_specialization,explicit_specialization,managed_in_class,memory_spaces,hdr_cmath
// nvcc: -rdc=true
#include <cuda_runtime.h>
#include <array>
#include <cmath>
#include <cstdio>

#define SQR_1(x) ((x) * (x))
#define TWICE_PLUS_2(a, b) (2 * (a) + (b))
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
template <typename T, typename U> struct Pick4 { static constexpr int value = 1; };
template <typename T> struct Pick4<T, T> { static constexpr int value = 2; };
template <typename T> struct Pick4<T *, int> { static constexpr int value = 3; };
template <typename T, int N> struct Lanes6 {
	T d[N];
	T first() const { return d[0]; }
};
template <typename T> struct Lanes6<T, 1> {
	T d;
	T first() const { return d; }
};
template <> struct Pick4<float, double> { static constexpr int value = 4; };
template <typename T> int tag5(T) { return 0; }
template <> int tag5<float>(float) { return 1; }
template <> int tag5(double) { return 2; }
int specialized7(int x) {
	Lanes6<int, 1> one{x};
	Lanes6<int, 3> three{{x, 1, 2}};
	return x + Pick4<char, long>::value + Pick4<int, int>::value + Pick4<float *, int>::value + Pick4<float, double>::value + tag5(1.0f) + tag5(x) + tag5(2.0) + one.first() + three.first();
}
__device__ int devTable8[4];
__constant__ float coeffs9[4] = {1.5f, 1.5f, 3.5f, 5.5f};
__managed__ int managedTotal10;
__global__ void everySpace11(int *out) {
	__shared__ int tile[32];
	static __shared__ float extra[8];
	const int i = static_cast<int>(threadIdx.x);
	tile[i & 31] = devTable8[i & 3] + managedTotal10;
	extra[i & 7] = coeffs9[i & 3];
	out[i] = tile[(i + 1) & 31] + static_cast<int>(extra[i & 7]);
}
__host__ __device__ float norm12(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
struct Tally13 {
	int count;
	float total;
	__host__ __device__ void add(float v) {
		++count;
		total += v;
	}
};
__managed__ Tally13 managedStats14;
__host__ __device__ int record15(int x) {
	managedStats14.add(static_cast<float>(x));
	return managedStats14.count;
}
__host__ __device__ float norm16(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}
__host__ __device__ float norm17(float x, float y) {
	return sqrtf(x * x + y * y) + fabsf(x) + fminf(x, y);
}

template <typename T, int N = 1>
__global__ void __maxnreg__(64) bump18(T alpha19, const T *in20, T *__restrict__ dst21, char *__restrict__ buf22) {
	unsigned i23 = (blockIdx.x * blockDim.x) + threadIdx.x;
	(*buf22) |= ((in20[threadIdx.y] > N) ? managedTotal10 : N) + threadIdx.y;
	managedTotal10 >>= (~i23) + N;
	fminf(N, alpha19 * (alpha19 - coeffs9[managedTotal10]));
	struct Local24 {
		int s;
		__host__ __device__ int add(int v) { s += v; return s; }
	};
	Local24 e25{3};
	int cnt26 = e25.add(7UL);
	(void)cnt26;
}

int main() {
	int n27 = 0xde1;
	managedTotal10 = fminf(n27, 22.0f * n27 * (n27 * n27));
	if (((managedStats14.total != n27) ? 52 : managedStats14.total) != 38) {
		return expf(6 << n27);
	}
	n27 = double(13LL);
	everySpace11<<<dim3((512)), dim3((n27 + 31) / 32, (managedTotal10 + 31) / 32, (managedTotal10 + 127) / 128)>>>(nullptr);
	bump18<unsigned, 3><<<32, dim3(1 << 1, (n27 + 0b1111111) / 128, 0x80)>>>(norm16(managedTotal10, managedTotal10 / managedStats14.count), nullptr, nullptr, nullptr);
	return 0;
}
