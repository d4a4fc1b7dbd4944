// cudagen 0.2 seed 653 valid headers
// features: kernel,kernel_static,restrict_params,launch,launch_shared_mem,main,managed_var,shared_var,local_array,while,ternary,bitwise,shift,pointer_arith,member_access,array_index,method_call,lit_int_suffix,lit_float,lit_nullptr,cast_c,sizeof,lambda,lambda_init_capture,lambda_launch,macro_function,macro_paste,union,union_anonymous,managed_in_class,hdr_tuple
// nvcc: -std=c++20 --extended-lambda
#include <cuda_runtime.h>
#include <vector>
#include <array>
#include <cmath>
#include <tuple>
#include <cooperative_groups.h>

#define HALF_1(x) ((x) / 2)
#define CAT_2(a, b) a##b
template <typename F>
__global__ void applyEach3(F f, int *data, int n) {
	int i = static_cast<int>(blockIdx.x * blockDim.x + threadIdx.x);
	if (i < n) {
		data[i] = f(data[i]);
	}
}
struct Gauge4 {
	int count;
	float total;
	__host__ __device__ void add(float v) {
		++count;
		total += v;
	}
};
__managed__ Gauge4 managedStats5;
__host__ __device__ int record6(int x) {
	managedStats5.add(static_cast<float>(x));
	return managedStats5.count;
}
struct Word7 {
	int tag;
	union {
		int i;
		float f;
	};
};
__device__ float use8(int x) {
	Word7 v{};
	v.tag = x;
	if (x > 2) {
		v.f = 5.5f;
		return v.f;
	}
	v.i = static_cast<int>(x);
	return static_cast<float>(v.i) + 1.0f;
}

static __global__ void fold9(float a10, int n11, const char *__restrict__ coef12)
{
	__shared__ int sh_13[sizeof(int) * 64];
	(void)sh_13;
	int iter14 = 0;
	while (iter14 < iter14) {
		n11 = coef12[2];
		float idx15 = 1949 << (coef12[7] ? 53 : 61ul);
		(void)idx15;
		++iter14;
	}
}

int main()
{
	int size16 = 1208;
	auto fn23 = [acc17 = 24lu ^ CAT_2(size, 16)](int flag18, double res19) {
		fold9<<<32, 128, sizeof(unsigned int) * 256>>>(acc17, -30, (const char*)nullptr);
		std::tuple<int, float, double> tup20{flag18, 2.0f, 3.0};
		int flag21 = std::get<0>(tup20) + static_cast<int>(std::get<double>(tup20)) + static_cast<int>(std::tuple_size<decltype(tup20)>::value);
		int cnt22[2] = {22};
	};
	fn23(size16, -9.375);
	int lo24 = size16 - 27;
	(void)lo24;
	managedStats5.add(22.625f);
	return 0;
}
